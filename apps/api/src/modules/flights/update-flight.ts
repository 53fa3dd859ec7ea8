import type { FlightUpdate } from '@portal/contracts';
import { flightMessages as says } from '@portal/contracts/flight-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flights } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { assertClosableBooking, completeBooking, resolveInstructor } from '../booking';
import { rechargeFlight } from '../charges';
import { lockCompanyAirplane } from '../fleet';
import { syncFlightEntries } from '../logbook';
import { checkFlight } from './checks';
import { applyInput, engineMinutesOf, type FlightRow, payerAfterChange } from './draft';
import { applyCounterMove, refusingOverlaps } from './effects';
import { resolveFlightPilot } from './people';
import { keepsFlights } from './policy';
import { latestFlight } from './queries';
import type { FlightOutcome } from './record-flight';
import { reopenUnflownBooking } from './reopen-unflown-booking';

/** Only admins change a flight, and only until it is billed; after that a correction replaces it. */
export function assertCorrectable(access: CompanyAccess, flight: FlightRow) {
  if (!keepsFlights(access)) throw forbidden(says.changeAdminsOnly);
  if (flight.status === 'billed') throw conflict(says.billed);
}

/**
 * An admin's correction before billing: the same checks as a new flight (but no continuity check:
 * the admin corrects the readings), then the logbook lines, counters and booking follow.
 */
export async function updateFlight(
  db: Database,
  access: CompanyAccess,
  actor: AuditActor,
  flight: FlightRow,
  input: FlightUpdate,
): Promise<FlightOutcome> {
  assertCorrectable(access, flight);
  if (input.pilot_membership_id !== undefined) await resolveFlightPilot(db, access, input.pilot_membership_id);
  if (input.instructor_membership_id !== undefined) await resolveInstructor(db, flight.companyId, input.instructor_membership_id);
  const draft = applyInput(flight, input);
  await checkFlight(db, draft);
  if (draft.bookingId && draft.bookingId !== flight.bookingId) {
    await assertClosableBooking(db, flight.companyId, flight.airplaneId, draft.bookingId);
  }

  return refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const airplane = await lockCompanyAirplane(tx, flight.companyId, flight.airplaneId);
      if (!airplane) throw new Error('the flight’s aircraft is gone');
      const [updated] = await tx
        .update(flights)
        .set({ ...draft, ...payerAfterChange(flight, draft.pilotMembershipId), updatedAt: new Date() })
        .where(eq(flights.id, flight.id))
        .returning();
      if (!updated) throw conflict(says.changedMeanwhile);
      await syncFlightEntries(tx, updated.id);
      const isLatest = (await latestFlight(tx, airplane))?.id === updated.id;
      const moved = await applyCounterMove(tx, airplane, {
        hobbsMinutes: isLatest ? updated.hobbsEnd : undefined,
        tachMinutes: isLatest ? (updated.tachEnd ?? undefined) : undefined,
        engineMinutes: engineMinutesOf(updated) - engineMinutesOf(flight),
      });
      if (flight.bookingId !== updated.bookingId) {
        if (flight.bookingId) await reopenUnflownBooking(tx, flight.bookingId);
        if (updated.bookingId) await completeBooking(tx, updated.bookingId);
      }
      await rechargeFlight(tx, updated, actor.actorUserId);
      await writeAudit(tx, {
        ...actor,
        companyId: flight.companyId,
        action: 'flight.updated',
        subjectType: 'flight',
        subjectId: flight.id,
        before: auditedFields(flight),
        after: auditedFields(updated),
      });
      return { flight: updated, airplane: moved };
    }),
  );
}

/** What accounting and the tech log care about when a flight changes. */
export const auditedFields = (flight: FlightRow) => ({
  pilot_membership_id: flight.pilotMembershipId,
  instructor_membership_id: flight.instructorMembershipId,
  off_block_at: flight.offBlockAt.toISOString(),
  on_block_at: flight.onBlockAt.toISOString(),
  hobbs_start: flight.hobbsStart,
  hobbs_end: flight.hobbsEnd,
  tach_start: flight.tachStart,
  tach_end: flight.tachEnd,
  landings: flight.landingsDay + flight.landingsNight,
  fuel_added_dl: flight.fuelAddedDl,
});
