import type { SepaMandatePut } from '@portal/contracts';
import { sepaMessages } from '@portal/contracts/sepa-messages';
import { and, eq, isNull } from 'drizzle-orm';
import { isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { Executor } from '../../db/client';
import { sepaMandates } from '../../db/schema';
import { invalid } from '../../lib/errors';

export type MandateRow = typeof sepaMandates.$inferSelect;

export async function findLiveMandate(db: Executor, membershipId: number): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.membershipId, membershipId), isNull(sepaMandates.revokedAt)));
  return row;
}

/** The IBAN's check digits and length per country (ibantools), and a country that takes part in SEPA. */
export function checkBankAccount(body: Pick<SepaMandatePut, 'iban' | 'bic'>) {
  if (!isValidIBAN(body.iban) || !isSEPACountry(body.iban.slice(0, 2))) throw invalid('iban', sepaMessages.ibanInvalid);
  if (body.bic && !isValidBIC(body.bic)) throw invalid('bic', sepaMessages.bicInvalid);
}

/**
 * Saves the member's mandate. The same reference changes the live mandate in place (a new bank
 * account under the same mandate); a new reference is a new mandate: the old one is revoked and the
 * new one starts with a first collection (FRST).
 */
export async function saveMandate(tx: Executor, companyId: number, membershipId: number, body: SepaMandatePut) {
  checkBankAccount(body);
  const fields = {
    signedOn: body.signed_on,
    accountHolder: body.account_holder,
    iban: body.iban,
    bic: body.bic,
    updatedAt: new Date(),
  };
  const live = await findLiveMandate(tx, membershipId);
  if (live?.reference === body.reference) {
    const [updated] = await tx.update(sepaMandates).set(fields).where(eq(sepaMandates.id, live.id)).returning();
    return { before: live, after: updated as MandateRow };
  }
  if (live) await tx.update(sepaMandates).set({ revokedAt: new Date() }).where(eq(sepaMandates.id, live.id));
  const [made] = await tx
    .insert(sepaMandates)
    .values({ companyId, membershipId, reference: body.reference, ...fields })
    .returning();
  return { before: live ?? null, after: made as MandateRow };
}
