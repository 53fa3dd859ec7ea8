import { z } from 'zod';
import { AIRPLANE_STATUSES } from './fleet';
import { DOCUMENT_KINDS } from './fleet-upkeep';
import { LICENCE_KINDS } from './licences';
import { MEMBER_DOCUMENT_KINDS } from './member-documents';

const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Flying in a span of days: flights, their block minutes, and the bookings that start in it (cancellations and maintenance blocks left out). */
const activitySchema = z.object({ from: isoDate, to: isoDate, flights: count, block_minutes: count, bookings: count });

/** A membership request waiting for an admin. */
const pendingMemberSchema = z.object({ membership_id: z.number().int(), name: z.string(), requested_at: z.string() });

/**
 * The company admin's dashboard (GET /api/companies/{id}/adminSummary), computed in the database:
 * members, fleet, this month so far against the same days a year before, receivables for whoever
 * sees the accounts, and the papers that expire within the next 30 days in the company's zone.
 */
export const companyAdminSummarySchema = z.object({
  /** Today in the company's zone. */
  today: isoDate,
  members: z.object({
    approved: count,
    pending: count,
    /** The oldest requests first, at most five. */
    pending_requests: z.array(pendingMemberSchema),
  }),
  fleet: z.object({
    by_status: z.object(
      Object.fromEntries(AIRPLANE_STATUSES.map((status) => [status, count])) as Record<
        (typeof AIRPLANE_STATUSES)[number],
        typeof count
      >,
    ),
    /** Squawks not yet fixed (open, deferred or no-go). */
    open_squawks: count,
    /** Maintenance items of aircraft in service that are due or inside their warning margin (by Hobbs time or date). */
    maintenance_due: count,
  }),
  /** From the first of this month to today, and the same days one year earlier. */
  this_month: activitySchema,
  last_year: activitySchema,
  /** What members owe (sum of negative balances, positive minor units): only for whoever sees the accounting. */
  receivables: z.object({ currency: z.string(), amount: z.number().int(), members_owing: count }).nullable(),
  /** Licences, ratings and medicals of approved members expiring from today to 30 days ahead, soonest first (at most ten). */
  expiring_licences: z.array(
    z.object({
      membership_id: z.number().int(),
      name: z.string(),
      kind: z.enum(LICENCE_KINDS),
      code: z.string(),
      expires_on: isoDate,
    }),
  ),
  expiring_licences_total: count,
  /** Aircraft papers expiring from today to 30 days ahead, soonest first (at most ten). */
  expiring_papers: z.array(
    z.object({
      airplane_id: z.number().int(),
      registration: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      title: z.string(),
      expires_on: isoDate,
    }),
  ),
  expiring_papers_total: count,
  /** Member documents (medical copy, ZÜP, …) the company keeps for approved members, expiring from today to 30 days ahead (at most ten). */
  expiring_member_documents: z.array(
    z.object({
      membership_id: z.number().int(),
      name: z.string(),
      kind: z.enum(MEMBER_DOCUMENT_KINDS),
      expires_on: isoDate,
    }),
  ),
  expiring_member_documents_total: count,
});
export type CompanyAdminSummary = z.infer<typeof companyAdminSummarySchema>;
export const companyAdminSummaryResponseSchema = z.object({ data: companyAdminSummarySchema });
