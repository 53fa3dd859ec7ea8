import { type LogbookEntry, type LogbookEntryCreate, logbookEntryCreateSchema } from '@portal/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { addDays, readClock } from '../../../lib/dates/clock';
import { isoToTyped, typedToIso } from '../../../lib/dates/typedDay';
import { formatMinutes, parseDuration } from '../../../lib/duration';
import { i18n } from '../../../lib/i18n';
import { utcToday } from './dates';

export const DURATION_FIELDS = [
  'total_minutes',
  'se_minutes',
  'me_minutes',
  'multi_pilot_minutes',
  'night_minutes',
  'ifr_minutes',
  'pic_minutes',
  'copilot_minutes',
  'dual_minutes',
  'instructor_minutes',
  'fstd_minutes',
] as const;
const COUNT_FIELDS = ['landings_day', 'landings_night'] as const;
const TEXT_FIELDS = [
  'departure_place',
  'arrival_place',
  'aircraft_type',
  'registration',
  'pic_name',
  'fstd_type',
  'remarks',
] as const;
const TIME_FIELDS = ['departure_time', 'arrival_time'] as const;

type DurationField = (typeof DURATION_FIELDS)[number];
type TextField = (typeof TEXT_FIELDS)[number] | (typeof TIME_FIELDS)[number] | (typeof COUNT_FIELDS)[number];

/** The entry form as its inputs hold it: everything typed text, the category '' for none. */
export type EntryFormValues = Record<DurationField | TextField, string> & { date: string; aircraft_category: string };

/** Minutes from departure to arrival as the entry states them, or null without both times. */
function spanOf(entry: LogbookEntry): number | null {
  if (!entry.departure_time || !entry.arrival_time) return null;
  const from = Date.parse(`${entry.date}T${entry.departure_time}:00Z`);
  const to = Date.parse(`${entry.arrival_date ?? entry.date}T${entry.arrival_time}:00Z`);
  return Math.round((to - from) / 60_000);
}

export function entryFormValues(entry?: LogbookEntry): EntryFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const duration = (value: number | undefined) => (value ? formatMinutes(value) : '');
  return {
    date: isoToTyped(entry?.date ?? utcToday()),
    departure_place: text(entry?.departure_place),
    departure_time: text(entry?.departure_time),
    arrival_place: text(entry?.arrival_place),
    arrival_time: text(entry?.arrival_time),
    aircraft_type: text(entry?.aircraft_type),
    registration: text(entry?.registration),
    aircraft_category: text(entry?.aircraft_category),
    pic_name: entry ? text(entry.pic_name) : 'SELF',
    landings_day: entry ? String(entry.landings_day) : '1',
    landings_night: entry ? String(entry.landings_night) : '0',
    fstd_type: text(entry?.fstd_type),
    remarks: text(entry?.remarks),
    ...(Object.fromEntries(DURATION_FIELDS.map((field) => [field, duration(entry?.[field])])) as Record<DurationField, string>),
    // A total that only repeats departure to arrival stays blank, so changed times change it too.
    ...(entry && spanOf(entry) === entry.total_minutes && { total_minutes: '' }),
  };
}

/** A typed time as HH:MM, null when blank, undefined when it is no time of day. */
const normaliseTime = (text: string): string | null | undefined => (text.trim() ? (readClock(text) ?? undefined) : null);

/**
 * Turns the typed values into the contract's entry: durations in minutes, an arrival time earlier
 * than the departure is on the next day, a blank total is left for the server to compute.
 */
export const entryResolver: Resolver<EntryFormValues, unknown, LogbookEntryCreate> = (values) => {
  const errors: FieldErrors<EntryFormValues> = {};
  const fail = (field: keyof EntryFormValues, key: string) => {
    errors[field] ??= { type: 'validate', message: i18n.t(key) };
  };
  const date = typedToIso(values.date);
  if (date === null) fail('date', 'validation.required');
  else if (date === undefined) fail('date', 'validation.format');
  const payload: Record<string, unknown> = { date, aircraft_category: values.aircraft_category || null };
  for (const field of TEXT_FIELDS) payload[field] = values[field].trim() || null;
  for (const field of TIME_FIELDS) {
    const time = normaliseTime(values[field]);
    if (time === undefined) fail(field, 'logbook:form.timeFormat');
    payload[field] = time ?? null;
  }
  for (const field of DURATION_FIELDS) {
    const minutes = parseDuration(values[field]);
    if (Number.isNaN(minutes)) fail(field, 'logbook:form.durationFormat');
    else if (minutes !== null || field !== 'total_minutes') payload[field] = minutes ?? 0;
  }
  for (const field of COUNT_FIELDS) {
    const text = values[field].trim() || '0';
    if (!/^\d+$/.test(text)) fail(field, 'validation.numeric');
    payload[field] = Number(text);
  }
  const departure = payload.departure_time as string | null;
  const arrival = payload.arrival_time as string | null;
  payload.arrival_date = date && departure && arrival && arrival < departure ? addDays(date, 1) : null;
  const result = logbookEntryCreateSchema.safeParse(payload);
  if (!result.success)
    for (const issue of result.error.issues) fail(issue.path[0] as keyof EntryFormValues, issueKey(issue.code));
  if (Object.keys(errors).length || !result.success) return { values: {}, errors };
  return { values: result.data, errors: {} };
};

const issueKey = (code: string) => (code === 'too_big' ? 'logbook:form.tooLong' : 'validation.format');
