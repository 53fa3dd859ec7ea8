import { type Message, message } from './message';

/** Every message the company API sends beyond the request validator's, in English. */
export const companyMessages = {
  timezone: message('company.timezone', {}, 'Please choose a valid time zone'),
  currency: message('company.currency', {}, 'Please choose a valid ISO 4217 currency'),
  homeAirportMissing: message('company.home_airport_missing', {}, 'The selected airfield does not exist.'),
  clockTime: message('company.clock_time', {}, 'Give a time as HH:MM, e.g. 07:00.'),
  hoursOrder: message('company.hours_order', {}, 'The closing time must be after the opening time.'),
} as const satisfies Record<string, Message>;
