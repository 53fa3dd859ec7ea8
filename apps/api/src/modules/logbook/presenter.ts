import type { LogbookEntry } from '@portal/contracts';
import type { logbookEntries } from '../../db/schema';
import { entryPermissions } from './policy';

export type EntryRow = typeof logbookEntries.$inferSelect;

const utcDate = (at: Date) => at.toISOString().slice(0, 10);
const utcTime = (at: Date | null) => (at ? at.toISOString().slice(11, 16) : null);

/** The minutes and landings a line and the carried-forward experience both hold, as they leave the server. */
export const presentSums = (
  row: Pick<
    EntryRow,
    | 'totalMinutes'
    | 'seMinutes'
    | 'meMinutes'
    | 'multiPilotMinutes'
    | 'nightMinutes'
    | 'ifrMinutes'
    | 'picMinutes'
    | 'copilotMinutes'
    | 'dualMinutes'
    | 'instructorMinutes'
    | 'fstdMinutes'
    | 'landingsDay'
    | 'landingsNight'
  >,
) => ({
  total_minutes: row.totalMinutes,
  se_minutes: row.seMinutes,
  me_minutes: row.meMinutes,
  multi_pilot_minutes: row.multiPilotMinutes,
  night_minutes: row.nightMinutes,
  ifr_minutes: row.ifrMinutes,
  pic_minutes: row.picMinutes,
  copilot_minutes: row.copilotMinutes,
  dual_minutes: row.dualMinutes,
  instructor_minutes: row.instructorMinutes,
  fstd_minutes: row.fstdMinutes,
  landings_day: row.landingsDay,
  landings_night: row.landingsNight,
});

/** A logbook line as it leaves the server: UTC times as HH:MM, `arrival_date` only when the arrival is on a later day. */
export function presentEntry(row: EntryRow): LogbookEntry {
  const arrivalDate = row.arrivalAt ? utcDate(row.arrivalAt) : null;
  return {
    id: row.id,
    source: row.source,
    flight_id: row.flightId,
    date: row.date,
    departure_place: row.departurePlace,
    departure_time: utcTime(row.departureAt),
    arrival_place: row.arrivalPlace,
    arrival_time: utcTime(row.arrivalAt),
    arrival_date: arrivalDate && arrivalDate !== row.date ? arrivalDate : null,
    aircraft_type: row.aircraftType,
    registration: row.registration,
    aircraft_category: row.aircraftCategory,
    pic_name: row.picName,
    ...presentSums(row),
    fstd_type: row.fstdType,
    remarks: row.remarks,
  };
}

/** A line as its pilot reads it on the entry routes, with what they may do with it. */
export const presentOwn =
  (userId: number) =>
  (row: EntryRow): LogbookEntry => ({ ...presentEntry(row), permissions: entryPermissions(userId, row) });
