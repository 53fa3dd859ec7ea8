import type { FlightUpdate } from '@portal/contracts';
import { flightMessages as says } from '@portal/contracts/flight-messages';
import type { Database } from '../../db/client';
import { flights } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { resolveInstructor } from '../booking';
import { chargeFlight, reverseBilledCharges } from '../charges';
import { lockCompanyAirplane } from '../fleet';
import { syncFlightEntries } from '../logbook';
import { checkFlight } from './checks';
import { applyInput, engineMinutesOf, type FlightRow, payerAfterChange } from './draft';
import { applyCounterMove } from './effects';
import { resolveFlightPilot } from './people';
import { keepsFlights } from './policy';
import { latestFlight } from './queries';
import type { FlightOutcome } from './record-flight';
import { auditedFields } from './update-flight';

/**
 * A billed flight stays as it was billed; an admin corrects it with a new entry that replaces it
 * in the logbooks and the tech log (status recorded, so billing charges the difference). The
 * counters follow when the billed flight was the aircraft's last.
 */
export async function correctFlight(
  db: Database,
  access: CompanyAccess,
  actor: AuditActor & { userId: number },
  original: FlightRow,
  input: FlightUpdate,
): Promise<FlightOutcome> {
  if (!keepsFlights(access)) throw forbidden(says.correctAdminsOnly);
  if (original.status !== 'billed') throw conflict(says.notBilled);
  if (input.pilot_membership_id !== undefined) await resolveFlightPilot(db, access, input.pilot_membership_id);
  if (input.instructor_membership_id !== undefined)
    await resolveInstructor(db, original.companyId, input.instructor_membership_id);
  const draft = applyInput(original, input);
  await checkFlight(db, draft);

  try {
    return await db.transaction(async (tx) => {
      const airplane = await lockCompanyAirplane(tx, original.companyId, original.airplaneId);
      if (!airplane) throw new Error('the flight’s aircraft is gone');
      const wasLatest = (await latestFlight(tx, airplane))?.id === original.id;
      const [correction] = await tx
        .insert(flights)
        .values({
          ...draft,
          ...payerAfterChange(original, draft.pilotMembershipId),
          companyId: original.companyId,
          correctsFlightId: original.id,
          createdByUserId: actor.userId,
        })
        .returning();
      if (!correction) throw new Error('correction was not recorded');
      await syncFlightEntries(tx, original.id);
      await syncFlightEntries(tx, correction.id);
      // The reversal and the correction's charge are booked together, when the correction is made.
      const at = new Date();
      await reverseBilledCharges(tx, original, actor.userId, at);
      await chargeFlight(tx, correction, actor.userId, at);
      const moved = await applyCounterMove(tx, airplane, {
        hobbsMinutes: wasLatest ? correction.hobbsEnd : undefined,
        tachMinutes: wasLatest ? (correction.tachEnd ?? undefined) : undefined,
        engineMinutes: engineMinutesOf(correction) - engineMinutesOf(original),
      });
      await writeAudit(tx, {
        ...actor,
        companyId: original.companyId,
        action: 'flight.corrected',
        subjectType: 'flight',
        subjectId: correction.id,
        before: auditedFields(original),
        after: auditedFields(correction),
      });
      return { flight: correction, airplane: moved };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'flights_corrects_unique')) throw conflict(says.alreadyCorrected);
    throw error;
  }
}
