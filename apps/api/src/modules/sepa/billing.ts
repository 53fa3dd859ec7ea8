import { sepaMessages } from '@portal/contracts/sepa-messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, companyBilling } from '../../db/schema';
import { conflict } from '../../lib/errors';

/** The creditor of a collection: the company's name, creditor identifier and account (its billing details). */
export async function creditorOf(db: Executor, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      currency: companies.currency,
      timezone: companies.timezone,
      creditorId: companyBilling.creditorId,
      accountHolder: companyBilling.accountHolder,
      iban: companyBilling.iban,
      bic: companyBilling.bic,
    })
    .from(companies)
    .leftJoin(companyBilling, eq(companyBilling.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row?.creditorId || !row.iban) throw conflict(sepaMessages.creditorMissing);
  return { ...row, creditorId: row.creditorId, iban: row.iban, accountHolder: row.accountHolder ?? row.name };
}
export type Creditor = Awaited<ReturnType<typeof creditorOf>>;
