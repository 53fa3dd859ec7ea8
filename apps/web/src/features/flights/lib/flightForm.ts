import type { Airplane, Booking, Flight, FlightCreate, FlightType } from '@portal/contracts';
import { FLIGHT_TYPES, flightCreateSchema } from '@portal/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { readClock } from '../../../lib/dates/clock';
import { isoToTyped, typedToIso } from '../../../lib/dates/typedDay';
import { formatMinutes, parseDuration } from '../../../lib/duration';
import { i18n } from '../../../lib/i18n';
import { blockInstants, TIME_FIELDS, type TimeField, wallClock } from './flightTimes';
import { formatReading, parseLitres, parseReading } from './readings';

type Id = number | '';
const READINGS = ['hobbs_start', 'hobbs_end', 'tach_start', 'tach_end'] as const;
const COUNTS = ['landings_day', 'landings_night', 'passengers'] as const;
const DURATIONS = ['night_minutes', 'ifr_minutes'] as const;
const LITRES = ['fuel_added_l', 'oil_added_l'] as const;
type Text =
  | TimeField
  | (typeof READINGS)[number]
  | (typeof COUNTS)[number]
  | (typeof DURATIONS)[number]
  | (typeof LITRES)[number];

/** The form's fields as the inputs hold them: times as the company's wall clock, readings as h:mm. */
export type FlightFormValues = Record<Text, string> & {
  airplane_id: Id;
  pilot_membership_id: Id;
  instructor_membership_id: Id;
  booking_id: number | null;
  departure_airport: string;
  arrival_airport: string;
  date: string;
  flight_type: FlightType;
  remarks: string;
  override_reason: string;
};

const BLANK_TIMES = { off_block_at: '', takeoff_at: '', landing_at: '', on_block_at: '' };

/** Where a new flight starts: the aircraft's counters and home base, and the booking's people and times if any. */
export function newFlightValues(zone: string, airplane?: Airplane, booking?: Booking): FlightFormValues {
  const start = wallClock(booking?.starts_at ?? new Date(), zone);
  const home = airplane?.homebase?.ident ?? '';
  return {
    airplane_id: airplane?.id ?? '',
    pilot_membership_id: booking?.membership_id ?? '',
    instructor_membership_id: booking?.instructor_membership_id ?? '',
    booking_id: booking?.id ?? null,
    departure_airport: home,
    arrival_airport: home,
    date: isoToTyped(start.day),
    ...BLANK_TIMES,
    ...(booking && { off_block_at: start.clock, on_block_at: wallClock(booking.ends_at, zone).clock }),
    hobbs_start: formatReading(airplane?.hobbs_minutes),
    hobbs_end: '',
    tach_start: airplane?.tach_minutes ? formatReading(airplane.tach_minutes) : '',
    tach_end: '',
    landings_day: '1',
    landings_night: '0',
    night_minutes: '',
    ifr_minutes: '',
    fuel_added_l: '',
    oil_added_l: '',
    passengers: '0',
    flight_type: FLIGHT_TYPES.find((type) => type === booking?.type) ?? 'private',
    remarks: '',
    override_reason: '',
  };
}

/** A recorded flight as the form shows it, for an admin's correction. */
export function flightValues(flight: Flight, zone: string): FlightFormValues {
  const clock = (instant: string) => wallClock(instant, zone).clock;
  const duration = (minutes: number) => (minutes ? formatMinutes(minutes) : '');
  return {
    airplane_id: flight.airplane_id,
    pilot_membership_id: flight.pilot_membership_id,
    instructor_membership_id: flight.instructor_membership_id ?? '',
    booking_id: flight.booking_id,
    departure_airport: flight.departure_airport,
    arrival_airport: flight.arrival_airport,
    date: isoToTyped(wallClock(flight.off_block_at, zone).day),
    ...(Object.fromEntries(TIME_FIELDS.map((field) => [field, clock(flight[field])])) as Record<TimeField, string>),
    ...(Object.fromEntries(READINGS.map((field) => [field, formatReading(flight[field])])) as Record<
      (typeof READINGS)[number],
      string
    >),
    landings_day: String(flight.landings_day),
    landings_night: String(flight.landings_night),
    passengers: String(flight.passengers),
    night_minutes: duration(flight.night_minutes),
    ifr_minutes: duration(flight.ifr_minutes),
    fuel_added_l: flight.fuel_added_l ? String(flight.fuel_added_l) : '',
    oil_added_l: flight.oil_added_l ? String(flight.oil_added_l) : '',
    flight_type: flight.flight_type,
    remarks: flight.remarks ?? '',
    override_reason: flight.override_reason ?? '',
  };
}

const message = (key: string) => i18n.t(key);

/**
 * Turns the typed values into the contract's body: wall-clock times into UTC instants (a time
 * earlier than the one before is on the next day), readings and durations into minutes.
 */
export function flightResolver(zone: string): Resolver<FlightFormValues, unknown, FlightCreate> {
  return (values) => {
    const errors: FieldErrors<FlightFormValues> = {};
    const fail = (field: keyof FlightFormValues, key: string) => {
      errors[field] ??= { type: 'validate', message: message(key) };
    };
    if (values.airplane_id === '') fail('airplane_id', 'validation.required');
    for (const field of ['departure_airport', 'arrival_airport'] as const)
      if (!values[field].trim()) fail(field, 'validation.required');
    const day = typedToIso(values.date);
    if (!day) fail('date', day === null ? 'validation.required' : 'validation.format');
    const clocks = {} as Record<TimeField, string>;
    for (const field of TIME_FIELDS) {
      const clock = readClock(values[field]);
      if (!clock) fail(field, values[field].trim() ? 'flights:form.clockFormat' : 'validation.required');
      clocks[field] = clock ?? '';
    }
    const number = (field: Text, parse: (text: string) => number | null, key: string) => {
      const value = parse(values[field]);
      if (Number.isNaN(value)) fail(field, key);
      return value;
    };
    const readings = Object.fromEntries(
      READINGS.map((field) => [field, number(field, parseReading, 'flights:form.readingFormat')]),
    );
    for (const field of ['hobbs_start', 'hobbs_end'] as const) if (readings[field] === null) fail(field, 'validation.required');
    // A tach start prefilled from the aircraft counts only once its end is read too.
    const withTach = readings.tach_end !== null;
    const count = (text: string) => (text.trim() ? (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN) : 0);
    const payload = {
      airplane_id: values.airplane_id || undefined,
      booking_id: values.booking_id,
      pilot_membership_id: values.pilot_membership_id || undefined,
      instructor_membership_id: values.instructor_membership_id || null,
      departure_airport: values.departure_airport.trim(),
      arrival_airport: values.arrival_airport.trim(),
      ...(day && Object.values(clocks).every(Boolean) ? blockInstants(day, clocks, zone) : BLANK_TIMES),
      hobbs_start: readings.hobbs_start ?? undefined,
      hobbs_end: readings.hobbs_end ?? undefined,
      tach_start: withTach ? readings.tach_start : null,
      tach_end: withTach ? readings.tach_end : null,
      ...Object.fromEntries(COUNTS.map((field) => [field, number(field, count, 'validation.numeric')])),
      ...Object.fromEntries(DURATIONS.map((field) => [field, number(field, parseDuration, 'flights:form.durationFormat') ?? 0])),
      ...Object.fromEntries(LITRES.map((field) => [field, number(field, parseLitres, 'flights:form.litresFormat') ?? 0])),
      flight_type: values.flight_type,
      remarks: values.remarks.trim() || null,
      override_reason: values.override_reason.trim() || null,
    };
    if (Object.keys(errors).length) return { values: {}, errors };
    const result = flightCreateSchema.safeParse(payload);
    if (result.success) return { values: result.data, errors: {} };
    for (const issue of result.error.issues) fail(issue.path[0] as keyof FlightFormValues, 'validation.format');
    return { values: {}, errors };
  };
}
