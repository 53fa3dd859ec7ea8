import { type Message, message } from './message';

/** Every message the company API sends beyond the request validator's, in English. */
export const companyMessages = {
  timezone: message('company.timezone', {}, 'Please choose a valid time zone'),
  currency: message('company.currency', {}, 'Please choose a valid ISO 4217 currency'),
  homeAirportMissing: message('company.home_airport_missing', {}, 'The selected airfield does not exist.'),
} as const satisfies Record<string, Message>;
