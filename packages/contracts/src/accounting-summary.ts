import { z } from 'zod';
import { chargeKindSchema } from './charges';

const minor = z.number().int();

/** One series of the revenue chart: net revenue (minor units) per month, aligned with `months`. */
const revenueSeriesSchema = z.object({
  /** Net per month, one figure for each entry of `months`. */
  months: z.array(minor),
  /** Net over the twelve months. */
  total: minor,
});

/** Accounting's overview of the company's money (GET /api/companies/{id}/accounting/summary). */
export const accountingSummarySchema = z.object({
  currency: z.string(),
  /** What members owe: the sum of the negative member balances, as a positive amount. */
  receivables: minor,
  /** How many members owe. */
  members_owing: z.number().int(),
  /** What the company holds for members in credit: the sum of the positive member balances. */
  credit_balances: minor,
  /** How many members are in credit. */
  members_in_credit: z.number().int(),
  /** Flights with charge lines not yet billed, and their gross. */
  unbilled: z.object({ flights: z.number().int(), gross: minor }),
  /** Issued invoices not yet fully paid, and what is still owed on them. */
  open_invoices: z.object({ count: z.number().int(), amount: minor }),
  /** The open invoices past their due date. */
  overdue_invoices: z.object({ count: z.number().int(), amount: minor }),
  /** The last twelve months in the company's zone, oldest first (`YYYY-MM`); the current month last. */
  months: z.array(z.string()),
  /** Net revenue per aircraft, largest total first. */
  revenue_by_airplane: z.array(revenueSeriesSchema.extend({ airplane_id: z.number().int(), registration: z.string() })),
  /** Net revenue per fee, largest total first; lines priced without a fee (e.g. a fuel credit) by their kind with `fee_id` null. */
  revenue_by_fee: z.array(
    revenueSeriesSchema.extend({ fee_id: z.number().int().nullable(), title: z.string().nullable(), kind: chargeKindSchema }),
  ),
  /** The members who owe most, most first (at most ten). */
  top_debtors: z.array(z.object({ membership_id: z.number().int(), name: z.string(), balance: minor })),
});
export type AccountingSummary = z.infer<typeof accountingSummarySchema>;
export const accountingSummaryResponseSchema = z.object({ data: accountingSummarySchema });
