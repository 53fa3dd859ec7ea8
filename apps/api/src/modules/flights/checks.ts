import { flightMessages as says } from '@portal/contracts/flight-messages';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { type FlightDraft, minutesBetween } from './draft';

const MAX_BLOCK_MINUTES = 24 * 60;
/** Clocks of phones and tablets drift; a flight may end a little "in the future". */
const CLOCK_SLACK_MS = 10 * 60_000;

function checkTimes(flight: FlightDraft, now: Date) {
  if (flight.takeoffAt < flight.offBlockAt) throw invalid('takeoff_at', says.takeoffBeforeOffBlock);
  if (flight.landingAt <= flight.takeoffAt) throw invalid('landing_at', says.landingAfterTakeoff);
  if (flight.onBlockAt < flight.landingAt) throw invalid('on_block_at', says.onBlockBeforeLanding);
  const block = minutesBetween(flight.offBlockAt, flight.onBlockAt);
  if (block > MAX_BLOCK_MINUTES) throw invalid('on_block_at', says.tooLong);
  if (flight.onBlockAt.getTime() > now.getTime() + CLOCK_SLACK_MS) {
    throw invalid('on_block_at', says.notEnded);
  }
  if (flight.nightMinutes > block) throw invalid('night_minutes', says.nightExceedsBlock);
  if (flight.ifrMinutes > block) throw invalid('ifr_minutes', says.ifrExceedsBlock);
}

function checkReadings(flight: FlightDraft) {
  if (flight.hobbsEnd < flight.hobbsStart) throw invalid('hobbs_end', says.hobbsBackwards);
  if ((flight.tachStart === null) !== (flight.tachEnd === null)) {
    throw invalid(flight.tachStart === null ? 'tach_start' : 'tach_end', says.tachPair);
  }
  if (flight.tachStart !== null && flight.tachEnd !== null && flight.tachEnd < flight.tachStart) {
    throw invalid('tach_end', says.tachBackwards);
  }
  if (flight.landingsDay + flight.landingsNight < 1) throw invalid('landings_day', says.oneLanding);
}

async function checkAirports(db: Executor, flight: FlightDraft) {
  const idents = [...new Set([flight.departureAirport, flight.arrivalAirport])];
  const known = await db.select({ ident: airports.ident }).from(airports).where(inArray(airports.ident, idents));
  const found = new Set(known.map((airport) => airport.ident));
  for (const [field, ident] of [
    ['departure_airport', flight.departureAirport],
    ['arrival_airport', flight.arrivalAirport],
  ] as const) {
    if (!found.has(ident)) throw invalid(field, says.unknownAirport(ident));
  }
}

/** What every flight must satisfy, named by field: times in order, readings that do not run backwards, known airports. */
export async function checkFlight(db: Executor, flight: FlightDraft, now = new Date()): Promise<void> {
  checkTimes(flight, now);
  checkReadings(flight);
  if (flight.instructorMembershipId !== null && flight.instructorMembershipId === flight.pilotMembershipId) {
    throw invalid('instructor_membership_id', says.instructorIsPilot);
  }
  await checkAirports(db, flight);
}
