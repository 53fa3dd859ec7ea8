import { LOGBOOK_PARTS_OF_TOTAL, type LogbookEntryCreate } from '@portal/contracts';
import { logbookMessages as says } from '@portal/contracts/logbook-messages';
import type { logbookEntries } from '../../db/schema';
import { invalid } from '../../lib/errors';

export type PersonalEntryValues = Omit<typeof logbookEntries.$inferInsert, 'userId'>;

const MAX_SPAN_MINUTES = 48 * 60;
const PLACE_FIELDS = ['departure_place', 'departure_time', 'arrival_place', 'arrival_time'] as const;
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** Departure and arrival as instants; an arrival that is not after the departure is refused. */
function span(entry: LogbookEntryCreate) {
  const isSession = (entry.fstd_minutes ?? 0) > 0 && PLACE_FIELDS.every((field) => !entry[field]);
  if (isSession) return { departureAt: null, arrivalAt: null, minutes: 0 };
  for (const field of PLACE_FIELDS) {
    if (!entry[field]) throw invalid(field, says.placeRequired);
  }
  const departureAt = at(entry.date, entry.departure_time as string);
  const arrivalAt = at(entry.arrival_date ?? entry.date, entry.arrival_time as string);
  const minutes = Math.round((arrivalAt.getTime() - departureAt.getTime()) / 60_000);
  if (minutes <= 0) throw invalid('arrival_time', says.arrivalAfterDeparture);
  if (minutes > MAX_SPAN_MINUTES) throw invalid('arrival_date', says.tooLong);
  return { departureAt, arrivalAt, minutes };
}

/**
 * A personal entry's columns, checked: a flight has places and times (its total time defaults to
 * the time between them), an FSTD session its minutes; no part of the time exceeds the total.
 */
export function personalEntryValues(entry: LogbookEntryCreate): PersonalEntryValues {
  const { departureAt, arrivalAt, minutes } = span(entry);
  const total = entry.total_minutes ?? minutes;
  for (const field of LOGBOOK_PARTS_OF_TOTAL) {
    if ((entry[field] ?? 0) > total) throw invalid(field, says.exceedsTotal);
  }
  return {
    source: 'personal',
    flightId: null,
    date: entry.date,
    departurePlace: departureAt ? (entry.departure_place ?? null) : null,
    departureAt,
    arrivalPlace: arrivalAt ? (entry.arrival_place ?? null) : null,
    arrivalAt,
    aircraftType: entry.aircraft_type ?? null,
    registration: entry.registration ?? null,
    aircraftCategory: entry.aircraft_category ?? null,
    picName: entry.pic_name ?? null,
    landingsDay: entry.landings_day ?? 0,
    landingsNight: entry.landings_night ?? 0,
    seMinutes: entry.se_minutes ?? 0,
    meMinutes: entry.me_minutes ?? 0,
    multiPilotMinutes: entry.multi_pilot_minutes ?? 0,
    totalMinutes: total,
    nightMinutes: entry.night_minutes ?? 0,
    ifrMinutes: entry.ifr_minutes ?? 0,
    picMinutes: entry.pic_minutes ?? 0,
    copilotMinutes: entry.copilot_minutes ?? 0,
    dualMinutes: entry.dual_minutes ?? 0,
    instructorMinutes: entry.instructor_minutes ?? 0,
    fstdType: entry.fstd_type ?? null,
    fstdMinutes: entry.fstd_minutes ?? 0,
    remarks: entry.remarks ?? null,
  };
}
