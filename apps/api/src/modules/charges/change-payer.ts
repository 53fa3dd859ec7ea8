import type { FlightPayer } from '@portal/contracts';
import { chargeMessages as says } from '@portal/contracts/charges-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flights, memberships } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import { rechargeFlight } from './charge-flight';
import { authorize } from './policy';

type FlightRow = typeof flights.$inferSelect;

async function assertApprovedMembers(db: Database, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.id, ids), eq(memberships.status, 'approved')));
  const known = new Set(found.map((row) => row.id));
  const [first, second] = ids;
  if (first !== undefined && !known.has(first)) throw invalid('payer_membership_id', says.payerNotMember);
  if (second !== undefined && !known.has(second)) throw invalid('second_payer_membership_id', says.payerNotMember);
}

/**
 * Accounting changes who pays a flight not yet billed: the payer (or the company, null), and
 * optionally a second member paying a percentage. The charges are recomputed in the same
 * transaction (the old entry reversed, new lines and entry). Refused (409) once billed.
 */
export async function changePayer(
  db: Database,
  access: CompanyAccess,
  actor: AuditActor,
  flight: FlightRow,
  input: FlightPayer,
): Promise<FlightRow> {
  authorize(access, 'change_payer');
  if (flight.status === 'billed') throw conflict(says.billed);
  const first = input.payer_membership_id;
  const second = input.second_payer_membership_id;
  if (second !== null && first === null) throw invalid('second_payer_membership_id', says.secondPayerWithoutFirst);
  if (second !== null && second === first) throw invalid('second_payer_membership_id', says.secondPayerSame);
  if ((second === null) !== (input.second_payer_percent === null)) throw invalid('second_payer_percent', says.secondPayerPercent);
  await assertApprovedMembers(
    db,
    flight.companyId,
    [first, second].filter((id): id is number => id !== null),
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(flights)
      .set({
        payerMembershipId: first,
        secondPayerMembershipId: second,
        secondPayerPercent: input.second_payer_percent,
        updatedAt: new Date(),
      })
      .where(and(eq(flights.id, flight.id), eq(flights.status, 'recorded')))
      .returning();
    if (!updated) throw conflict(says.billed);
    await rechargeFlight(tx, updated, actor.actorUserId);
    await writeAudit(tx, {
      ...actor,
      companyId: flight.companyId,
      action: 'flight.payer_changed',
      subjectType: 'flight',
      subjectId: flight.id,
      before: {
        payer_membership_id: flight.payerMembershipId,
        second_payer_membership_id: flight.secondPayerMembershipId,
        second_payer_percent: flight.secondPayerPercent,
      },
      after: input,
    });
    return updated;
  });
}
