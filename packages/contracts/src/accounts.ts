import { z } from 'zod';
import { accountMessages } from './accounts-messages';
import { listQuerySchema, pageOf } from './common';

/** What a ledger account is: a member's, or one of the company's own (by its chart code); `receivable` holds what non-members owe on invoices (1400). */
export const ACCOUNT_KINDS = ['member', 'bank', 'cash', 'receivable', 'revenue', 'vat', 'prepaid', 'expense'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type CompanyAccountKind = Exclude<AccountKind, 'member'>;

/** What a journal entry records. */
export const ENTRY_KINDS = [
  'flight',
  'charge',
  'credit',
  'payment',
  'reversal',
  'package_sale',
  'package_use',
  'package_lapse',
  'package_refund',
] as const;
export const entryKindSchema = z.enum(ENTRY_KINDS);
export type EntryKind = z.infer<typeof entryKindSchema>;

export const LOW_BALANCE_POLICIES = ['ignore', 'warn', 'block'] as const;
export type LowBalancePolicy = (typeof LOW_BALANCE_POLICIES)[number];

/** Largest amount one posting may carry (a billion in minor units): far above any club's, far below bigint's edge. */
export const MAX_AMOUNT = 100_000_000_000;

const accountingRules = {
  rounding_minutes: z.union([z.literal(1), z.literal(6)]),
  low_balance_policy: z.enum(LOW_BALANCE_POLICIES),
  low_balance_threshold: z
    .number(accountMessages.thresholdInvalid.message)
    .int(accountMessages.thresholdInvalid.message)
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT),
  package_remainder: z.enum(['lapse', 'refund']),
  fuel_refund_price: z.number().int().min(0).max(100_000),
};

/** The money rules a company sets in `settings.accounting`; absent keys take these defaults. */
export const accountingSettingsSchema = z.object({
  /** Minutes a charge is rounded up to (1 or 6, a tenth of an hour). */
  rounding_minutes: accountingRules.rounding_minutes.default(1),
  /** What booking does when a member's balance is below `low_balance_threshold`. */
  low_balance_policy: accountingRules.low_balance_policy.default('warn'),
  /** Minor units; a balance below it is low (negative = owes). */
  low_balance_threshold: accountingRules.low_balance_threshold.default(0),
  /** What happens to an expired package's remainder. */
  package_remainder: accountingRules.package_remainder.default('lapse'),
  /** Minor units refunded per litre of fuel a pilot paid for. */
  fuel_refund_price: accountingRules.fuel_refund_price.default(0),
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;
/** A change to the rules: only the keys given, merged into the stored ones. */
export const accountingSettingsChangeSchema = z.object(accountingRules).partial().strict();

/** A company's accounting rules from its settings, with the defaults for what it leaves out or got wrong. */
export function accountingSettings(settings: Record<string, unknown> | null | undefined): AccountingSettings {
  const stored = settings?.accounting;
  const source = typeof stored === 'object' && stored ? (stored as Record<string, unknown>) : {};
  const defaults = accountingSettingsSchema.parse({});
  // Key by key: one bad value falls back to its default without losing the others.
  const result: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(accountingRules) as Array<keyof typeof accountingRules>) {
    const parsed = accountingRules[key].safeParse(source[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as AccountingSettings;
}

/** A member's account: `balance` in minor units, positive = in credit, negative = owes. */
export const memberAccountSchema = z.object({
  membership_id: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  low_balance_policy: z.enum(LOW_BALANCE_POLICIES),
  low_balance_threshold: z.number().int(),
  /** The balance is below the company's threshold (and the policy is not `ignore`). */
  low: z.boolean(),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** A row of `GET /api/companies/{id}/accounts`. */
export const accountListItemSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  member_number: z.string().nullable(),
  balance: z.number().int(),
  currency: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;
export const accountListQuerySchema = listQuerySchema.omit({ paginate: true });
export const accountPageSchema = pageOf(accountListItemSchema);

/** One line of a member's account, newest first: `amount` signed (negative = owed). */
export const accountTransactionSchema = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  booked_at: z.string(),
  kind: entryKindSchema,
  description: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  flight_id: z.number().int().nullable(),
  package_id: z.number().int().nullable(),
  /** The flight's aircraft, for a link to its tech log. */
  flight: z.object({ airplane_id: z.number().int(), registration: z.string() }).nullable(),
});
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;
export const transactionListQuerySchema = listQuerySchema.omit({ paginate: true, search: true });
export const transactionPageSchema = pageOf(accountTransactionSchema);

export const MANUAL_KINDS = ['charge', 'credit', 'payment'] as const;
export type ManualKind = (typeof MANUAL_KINDS)[number];

/** A manual line: `amount` positive, its sign follows from `kind` (a charge is owed, a credit or payment is in credit). */
export const transactionCreateSchema = z.object({
  kind: z.enum(MANUAL_KINDS),
  amount: z
    .number(accountMessages.amountPositive.message)
    .int(accountMessages.amountPositive.message)
    .positive(accountMessages.amountPositive.message)
    .max(MAX_AMOUNT, accountMessages.amountTooLarge.message),
  description: z.string().trim().min(1).max(500),
});
export type TransactionCreate = z.infer<typeof transactionCreateSchema>;
