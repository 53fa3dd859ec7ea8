import type { Airplane, Booking, Flight, FlightCreate } from '@portal/contracts';
import type { FieldErrors } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/testing';
import { type FlightFormValues, flightResolver, flightValues, newFlightValues } from './flightForm';

const BERLIN = 'Europe/Berlin';

beforeEach(() => switchLanguage('de'));

const airplane = { id: 4, hobbs_minutes: 91_230, tach_minutes: 0, homebase: { ident: 'EDTY' } } as Airplane;
const booking = {
  id: 9,
  starts_at: '2027-07-19T07:00:00Z',
  ends_at: '2027-07-19T09:30:00Z',
  membership_id: 3,
  instructor_membership_id: 5,
  type: 'training',
} as Booking;

const typed = (change: Partial<FlightFormValues> = {}): FlightFormValues => ({
  ...newFlightValues(BERLIN, airplane, booking),
  takeoff_at: '09:10',
  landing_at: '1120',
  hobbs_end: '1522:45',
  ...change,
});

async function resolve(values: FlightFormValues) {
  const result = await flightResolver(BERLIN)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { values: result.values as FlightCreate, errors: result.errors as FieldErrors<FlightFormValues> };
}

describe('newFlightValues and flightValues', () => {
  it('starts from the booking’s people and times on the company’s clock and the aircraft’s counters and base', () => {
    expect(newFlightValues(BERLIN, airplane, booking)).toMatchObject({
      airplane_id: 4,
      pilot_membership_id: 3,
      instructor_membership_id: 5,
      booking_id: 9,
      departure_airport: 'EDTY',
      arrival_airport: 'EDTY',
      date: '19.07.2027',
      off_block_at: '09:00',
      on_block_at: '11:30',
      hobbs_start: '1520:30',
      tach_start: '',
      flight_type: 'training',
    });
  });

  it('shows a recorded flight on the company’s clock for a correction', () => {
    const flight = {
      airplane_id: 4,
      pilot_membership_id: 3,
      instructor_membership_id: null,
      booking_id: null,
      departure_airport: 'EDTY',
      arrival_airport: 'EDNY',
      off_block_at: '2027-01-19T22:50:00Z',
      takeoff_at: '2027-01-19T23:00:00Z',
      landing_at: '2027-01-19T23:40:00Z',
      on_block_at: '2027-01-19T23:45:00Z',
      hobbs_start: 600,
      hobbs_end: 655,
      tach_start: null,
      tach_end: null,
      landings_day: 0,
      landings_night: 1,
      passengers: 0,
      night_minutes: 40,
      ifr_minutes: 0,
      fuel_added_l: 0,
      oil_added_l: 0,
      flight_type: 'private',
      remarks: null,
      override_reason: null,
    } as unknown as Flight;
    expect(flightValues(flight, BERLIN)).toMatchObject({
      date: '19.01.2027',
      off_block_at: '23:50',
      landing_at: '00:40',
      on_block_at: '00:45',
      hobbs_start: '10:00',
      tach_start: '',
      night_minutes: '0:40',
      ifr_minutes: '',
      instructor_membership_id: '',
    });
  });
});

describe('flightResolver', () => {
  it('turns the wall-clock times into UTC instants and readings into minutes', async () => {
    const { values, errors } = await resolve(typed());
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      airplane_id: 4,
      booking_id: 9,
      off_block_at: '2027-07-19T07:00:00.000Z',
      takeoff_at: '2027-07-19T07:10:00.000Z',
      landing_at: '2027-07-19T09:20:00.000Z',
      on_block_at: '2027-07-19T09:30:00.000Z',
      hobbs_start: 91_230,
      hobbs_end: 91_365,
      tach_start: null,
      tach_end: null,
      landings_day: 1,
      remarks: null,
    });
  });

  it('puts block times after midnight on the next day', async () => {
    const { values } = await resolve(
      typed({ off_block_at: '23:40', takeoff_at: '23:50', landing_at: '00:30', on_block_at: '00:35' }),
    );
    expect(values.on_block_at).toBe('2027-07-19T22:35:00.000Z');
    expect(values.off_block_at).toBe('2027-07-19T21:40:00.000Z');
  });

  it('counts a tach start only once the tach end is read too', async () => {
    expect((await resolve(typed({ tach_start: '800:00' }))).values.tach_start).toBeNull();
    expect((await resolve(typed({ tach_start: '800:00', tach_end: '801:30' }))).values).toMatchObject({
      tach_start: 48_000,
      tach_end: 48_090,
    });
  });

  // The unit tests load no texts, so a message reads as its key without the namespace.
  it('names each field it cannot read, and returns no values then', async () => {
    const { values, errors } = await resolve(
      typed({ airplane_id: '', landing_at: '25:00', takeoff_at: '', hobbs_end: 'viel', fuel_added_l: '1,25', passengers: '-1' }),
    );
    expect(values).toEqual({});
    expect(errors.airplane_id?.message).toBe('validation.required');
    expect(errors.landing_at?.message).toBe('form.clockFormat');
    expect(errors.takeoff_at?.message).toBe('validation.required');
    expect(errors.hobbs_end?.message).toBe('form.readingFormat');
    expect(errors.fuel_added_l?.message).toBe('form.litresFormat');
    expect(errors.passengers?.message).toBe('validation.numeric');
    expect(errors.off_block_at).toBeUndefined();
  });
});
