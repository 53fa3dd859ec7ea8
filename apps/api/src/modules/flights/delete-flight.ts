import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flights } from '../../db/schema';
import type { CompanyAccess } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { unchargeFlight } from '../charges';
import { lockCompanyAirplane } from '../fleet';
import { syncFlightEntries } from '../logbook';
import { engineMinutesOf, type FlightRow } from './draft';
import { applyCounterMove } from './effects';
import { latestFlight } from './queries';
import { reopenUnflownBooking } from './reopen-unflown-booking';
import { assertCorrectable, auditedFields } from './update-flight';

/**
 * Takes back a flight recorded by mistake (admins, until billed): its logbook lines go with it,
 * the counters return to its start readings when it was the aircraft's last flight, its booking
 * opens again when no other flight closed it, and a billed flight it corrected counts again.
 */
export async function deleteFlight(db: Database, access: CompanyAccess, actor: AuditActor, flight: FlightRow): Promise<void> {
  assertCorrectable(access, flight);
  await db.transaction(async (tx) => {
    const airplane = await lockCompanyAirplane(tx, flight.companyId, flight.airplaneId);
    if (!airplane) throw new Error('the flight’s aircraft is gone');
    const wasLatest = (await latestFlight(tx, airplane))?.id === flight.id;
    await unchargeFlight(tx, flight, actor.actorUserId);
    await tx.delete(flights).where(eq(flights.id, flight.id));
    await applyCounterMove(tx, airplane, {
      hobbsMinutes: wasLatest ? flight.hobbsStart : undefined,
      tachMinutes: wasLatest ? (flight.tachStart ?? undefined) : undefined,
      engineMinutes: -engineMinutesOf(flight),
    });
    if (flight.bookingId) await reopenUnflownBooking(tx, flight.bookingId);
    if (flight.correctsFlightId) await syncFlightEntries(tx, flight.correctsFlightId);
    await writeAudit(tx, {
      ...actor,
      companyId: flight.companyId,
      action: 'flight.deleted',
      subjectType: 'flight',
      subjectId: flight.id,
      before: auditedFields(flight),
    });
  });
}
