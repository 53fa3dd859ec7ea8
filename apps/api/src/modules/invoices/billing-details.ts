import { type CompanyBilling, type CompanyBillingUpdate, DEFAULT_INVOICE_NUMBER_PATTERN } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyBilling } from '../../db/schema';

export type BillingRow = typeof companyBilling.$inferSelect;

/** A company's billing details; a company that never saved them has the defaults and no bank account. */
export async function billingOf(db: Executor, companyId: number): Promise<Omit<BillingRow, 'updatedAt'>> {
  const [row] = await db.select().from(companyBilling).where(eq(companyBilling.companyId, companyId));
  return (
    row ?? {
      companyId,
      taxNumber: null,
      vatId: null,
      accountHolder: null,
      iban: null,
      bic: null,
      creditorId: null,
      numberPattern: DEFAULT_INVOICE_NUMBER_PATTERN,
      paymentTermsDays: 14,
      firstReminderDays: 14,
      secondReminderDays: 14,
      reminderFeeId: null,
    }
  );
}

export async function saveBilling(db: Executor, companyId: number, input: CompanyBillingUpdate) {
  const values = {
    taxNumber: input.tax_number,
    vatId: input.vat_id,
    accountHolder: input.account_holder,
    iban: input.iban,
    bic: input.bic,
    creditorId: input.creditor_id,
    numberPattern: input.number_pattern,
    paymentTermsDays: input.payment_terms_days,
    firstReminderDays: input.first_reminder_days,
    secondReminderDays: input.second_reminder_days,
    reminderFeeId: input.reminder_fee_id,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(companyBilling)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBilling.companyId, set: values })
    .returning();
  if (!row) throw new Error('billing details were not saved');
  return row;
}

export function presentBilling(row: Omit<BillingRow, 'updatedAt'>): CompanyBilling {
  return {
    tax_number: row.taxNumber,
    vat_id: row.vatId,
    account_holder: row.accountHolder,
    iban: row.iban,
    bic: row.bic,
    creditor_id: row.creditorId,
    number_pattern: row.numberPattern,
    payment_terms_days: row.paymentTermsDays,
    first_reminder_days: row.firstReminderDays,
    second_reminder_days: row.secondReminderDays,
    reminder_fee_id: row.reminderFeeId,
  };
}
