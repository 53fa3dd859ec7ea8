import type { FlightCreate } from '@portal/contracts';
import { fleetMessages } from '@portal/contracts/fleet-messages';
import { flightMessages as says } from '@portal/contracts/flight-messages';
import type { Database } from '../../db/client';
import { flights } from '../../db/schema';
import { AppError, type FieldErrors, invalid } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { assertClosableBooking, completeBooking, resolveInstructor } from '../booking';
import { chargeFlight } from '../charges';
import { type AirplaneRow, formatHours, lockCompanyAirplane } from '../fleet';
import { syncFlightEntries } from '../logbook';
import { checkFlight } from './checks';
import { applyInput, engineMinutesOf, type FlightDraft, type FlightRow, NEW_FLIGHT } from './draft';
import { applyCounterMove, refusingOverlaps } from './effects';
import { resolveFlightPilot } from './people';
import { overridesReadings } from './policy';
import { latestFlight } from './queries';

export interface FlightOutcome {
  flight: FlightRow;
  airplane: AirplaneRow;
}

/**
 * A flight starts where the aircraft's counters stand. When it does not, the reading is wrong or a
 * flight is missing: only an admin may record it anyway, giving the reason.
 */
function checkContinuity(airplane: AirplaneRow, draft: FlightDraft, mayOverride: boolean) {
  if (mayOverride && draft.overrideReason) return;
  const gap = mayOverride ? says.readingGapOverride : says.readingGap;
  const errors: FieldErrors = {};
  if (draft.hobbsStart !== airplane.hobbsMinutes) {
    errors.hobbs_start = [gap('Hobbs', formatHours(draft.hobbsStart), formatHours(airplane.hobbsMinutes))];
  }
  if (draft.tachStart !== null && draft.tachStart !== airplane.tachMinutes) {
    errors.tach_start = [gap('tach', formatHours(draft.tachStart), formatHours(airplane.tachMinutes))];
  }
  const [first] = Object.values(errors).flat();
  if (first) throw new AppError('validation', first, errors);
}

/**
 * Records a flight: checks it, then in one transaction writes it and its logbook lines, advances
 * the aircraft's counters (grounding it when maintenance falls due), closes the booking and
 * charges the payer (charge lines and a journal entry).
 */
export async function recordFlight(
  db: Database,
  access: CompanyAccess,
  actor: AuditActor & { userId: number },
  input: FlightCreate,
): Promise<FlightOutcome> {
  const mayOverride = overridesReadings(access);
  if (input.override_reason && !mayOverride) throw invalid('override_reason', says.overrideAdminsOnly);
  const pilot = await resolveFlightPilot(db, access, input.pilot_membership_id);
  await resolveInstructor(db, access.company.id, input.instructor_membership_id);
  const draft = applyInput(
    {
      ...NEW_FLIGHT,
      airplaneId: input.airplane_id,
      pilotMembershipId: pilot.membership.id,
      departureAirport: '',
      arrivalAirport: '',
    },
    input,
  );
  await checkFlight(db, draft);
  if (draft.bookingId) await assertClosableBooking(db, access.company.id, draft.airplaneId, draft.bookingId);

  return refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const airplane = await lockCompanyAirplane(tx, access.company.id, draft.airplaneId);
      if (!airplane) throw invalid('airplane_id', fleetMessages.airplaneNotOwn);
      checkContinuity(airplane, draft, mayOverride);
      const latest = await latestFlight(tx, airplane);
      const [flight] = await tx
        .insert(flights)
        .values({
          ...draft,
          payerMembershipId: draft.pilotMembershipId,
          companyId: access.company.id,
          createdByUserId: actor.userId,
        })
        .returning();
      if (!flight) throw new Error('flight was not recorded');
      await syncFlightEntries(tx, flight.id);
      const isLatest = !latest || flight.offBlockAt > latest.offBlockAt;
      const moved = await applyCounterMove(tx, airplane, {
        hobbsMinutes: isLatest ? flight.hobbsEnd : undefined,
        tachMinutes: isLatest ? (flight.tachEnd ?? undefined) : undefined,
        engineMinutes: engineMinutesOf(flight),
      });
      if (flight.bookingId) await completeBooking(tx, flight.bookingId);
      await chargeFlight(tx, flight, actor.userId);
      await writeAudit(tx, {
        ...actor,
        companyId: flight.companyId,
        action: 'flight.created',
        subjectType: 'flight',
        subjectId: flight.id,
        after: { hobbs_start: flight.hobbsStart, hobbs_end: flight.hobbsEnd, override_reason: flight.overrideReason },
      });
      return { flight, airplane: moved };
    }),
  );
}
