import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { airplanes, flights, logbookEntries } from '../../db/schema';
import { memberNames } from '../memberships';

type EntryValues = typeof logbookEntries.$inferInsert;

const pilot = memberNames('pilot');
const instructor = memberNames('instructor');
const corrections = alias(flights, 'corrections');
const INSERT_BATCH = 1000;

/** EASA's single-pilot columns: multi-engine aeroplanes log ME time, gliders neither. */
function engineColumns(category: string, minutes: number) {
  if (category === 'glider') return { seMinutes: 0, meMinutes: 0 };
  return category === 'mep' ? { seMinutes: 0, meMinutes: minutes } : { seMinutes: minutes, meMinutes: 0 };
}

async function flightsWithPeople(db: Executor, flightIds: number[]) {
  return db
    .select({
      flight: flights,
      airplane: airplanes,
      pilotUserId: pilot.userId,
      instructorUserId: instructor.userId,
      instructorName: instructor.name,
      correctionId: corrections.id,
    })
    .from(flights)
    .innerJoin(airplanes, eq(airplanes.id, flights.airplaneId))
    .innerJoin(pilot, eq(pilot.membershipId, flights.pilotMembershipId))
    .leftJoin(instructor, eq(instructor.membershipId, flights.instructorMembershipId))
    .leftJoin(corrections, eq(corrections.correctsFlightId, flights.id))
    .where(inArray(flights.id, flightIds));
}

type FlightWithPeople = Awaited<ReturnType<typeof flightsWithPeople>>[number];

/**
 * Writes the logbook lines of company flights, replacing the ones they had: the pilot logs the
 * block time as PIC when flying without an instructor, as dual with one; the instructor logs it as
 * PIC and instructor time. Landings go to the pilot alone (the one at the controls, as FCL.060
 * counts them). A flight replaced by a correction has no lines: the correction has them.
 */
export async function syncFlightEntries(db: Executor, ...flightIds: number[]): Promise<void> {
  if (flightIds.length === 0) return;
  await db.delete(logbookEntries).where(inArray(logbookEntries.flightId, flightIds));
  const rows = await flightsWithPeople(db, flightIds);
  const entries = rows.filter((row) => row.correctionId === null).flatMap(entriesOf);
  // Batches stay below PostgreSQL's 65,535 parameters of one statement.
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    await db.insert(logbookEntries).values(entries.slice(start, start + INSERT_BATCH));
  }
}

/** The lines one flight gives: the pilot's, and the instructor's when there was one. */
function entriesOf(row: FlightWithPeople): EntryValues[] {
  const { flight, airplane } = row;
  const total = Math.round((flight.onBlockAt.getTime() - flight.offBlockAt.getTime()) / 60_000);
  const shared: Omit<EntryValues, 'userId'> = {
    source: 'flight',
    flightId: flight.id,
    date: flight.offBlockAt.toISOString().slice(0, 10),
    departurePlace: flight.departureAirport,
    departureAt: flight.offBlockAt,
    arrivalPlace: flight.arrivalAirport,
    arrivalAt: flight.onBlockAt,
    aircraftType: airplane.icaoType ?? airplane.model,
    registration: airplane.registration,
    aircraftCategory: airplane.category,
    ...engineColumns(airplane.category, total),
    totalMinutes: total,
    nightMinutes: flight.nightMinutes,
    ifrMinutes: flight.ifrMinutes,
    remarks: flight.remarks,
  };
  const dual = row.instructorUserId !== null;
  const entries: EntryValues[] = [
    {
      ...shared,
      userId: row.pilotUserId,
      picName: dual ? row.instructorName : 'SELF',
      landingsDay: flight.landingsDay,
      landingsNight: flight.landingsNight,
      picMinutes: dual ? 0 : total,
      dualMinutes: dual ? total : 0,
    },
  ];
  if (row.instructorUserId !== null) {
    entries.push({ ...shared, userId: row.instructorUserId, picName: 'SELF', picMinutes: total, instructorMinutes: total });
  }
  return entries;
}
