import type { CompanyAdminSummary } from '@portal/contracts';
import { and, asc, count, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import {
  airplaneDocuments,
  airplanes,
  bookings,
  flights,
  maintenanceItems,
  memberDocuments,
  memberships,
  squawks,
  userLicences,
  users,
} from '../../db/schema';
import { addDays, addMonths, todayIn } from '../../lib/dates';
import { memberBalanceTotals } from '../accounts';

/** Papers expiring within this many days are listed. */
export const EXPIRY_WINDOW_DAYS = 30;
const LISTED = 10;
const PENDING_LISTED = 5;

type Activity = CompanyAdminSummary['this_month'];
interface Company {
  id: number;
  timezone: string;
  currency: string;
}

/** The instant a company-zone day starts. */
const dayStart = (day: string, timezone: string) => sql`(${day}::timestamp at time zone ${timezone})`;

async function members(db: Executor, companyId: number): Promise<CompanyAdminSummary['members']> {
  const [counts] = await db
    .select({
      approved: sql<number>`count(*) filter (where ${memberships.status} = 'approved')::int`,
      pending: sql<number>`count(*) filter (where ${memberships.status} = 'pending')::int`,
    })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  const requests = await db
    .select({
      id: memberships.id,
      name: sql<string>`coalesce(${memberships.invitedName}, ${users.name})`,
      at: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'pending')))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(PENDING_LISTED);
  return {
    approved: counts?.approved ?? 0,
    pending: counts?.pending ?? 0,
    pending_requests: requests.map((r) => ({ membership_id: r.id, name: r.name, requested_at: r.at.toISOString() })),
  };
}

async function fleet(db: Executor, companyId: number, today: string): Promise<CompanyAdminSummary['fleet']> {
  const statuses = await db
    .select({ status: airplanes.status, n: count() })
    .from(airplanes)
    .where(eq(airplanes.companyId, companyId))
    .groupBy(airplanes.status);
  const [open] = await db
    .select({ n: count() })
    .from(squawks)
    .where(and(eq(squawks.companyId, companyId), ne(squawks.status, 'fixed')));
  const [due] = await db
    .select({ n: count() })
    .from(maintenanceItems)
    .innerJoin(airplanes, and(eq(airplanes.companyId, maintenanceItems.companyId), eq(airplanes.id, maintenanceItems.airplaneId)))
    .where(
      and(
        eq(maintenanceItems.companyId, companyId),
        ne(airplanes.status, 'retired'),
        sql`(${maintenanceItems.dueAtHobbsMinutes} - ${airplanes.hobbsMinutes} <= ${maintenanceItems.warnBeforeMinutes}
          or ${maintenanceItems.dueOn} - ${today}::date <= ${maintenanceItems.warnBeforeDays})`,
      ),
    );
  const by = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
  return {
    by_status: { active: by('active'), grounded: by('grounded'), retired: by('retired') },
    open_squawks: open?.n ?? 0,
    maintenance_due: due?.n ?? 0,
  };
}

/** Flights (a corrected one counts once, as its correction) and bookings in the company-zone days `from`..`to`. */
async function activity(db: Executor, company: Company, from: string, to: string): Promise<Activity> {
  const start = dayStart(from, company.timezone);
  const end = dayStart(addDays(to, 1), company.timezone);
  const [flown] = await db
    .select({
      flights: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(extract(epoch from ${flights.onBlockAt} - ${flights.offBlockAt}) / 60), 0)::int`,
    })
    .from(flights)
    .where(
      and(
        eq(flights.companyId, company.id),
        gte(flights.offBlockAt, start),
        lt(flights.offBlockAt, end),
        sql`not exists (select 1 from ${flights} as c where c.corrects_flight_id = ${flights.id})`,
      ),
    );
  const [booked] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        sql`${bookings.airplaneId} in (select ${airplanes.id} from ${airplanes} where ${airplanes.companyId} = ${company.id})`,
        ne(bookings.status, 'cancelled'),
        ne(bookings.type, 'maintenance'),
        gte(bookings.startsAt, start),
        lt(bookings.startsAt, end),
      ),
    );
  return { from, to, flights: flown?.flights ?? 0, block_minutes: flown?.minutes ?? 0, bookings: booked?.n ?? 0 };
}

async function expiringLicences(db: Executor, companyId: number, today: string) {
  const where = and(
    eq(memberships.companyId, companyId),
    eq(memberships.status, 'approved'),
    gte(userLicences.expiresOn, today),
    lte(userLicences.expiresOn, addDays(today, EXPIRY_WINDOW_DAYS)),
  );
  const [total] = await db
    .select({ n: count() })
    .from(userLicences)
    .innerJoin(memberships, eq(memberships.userId, userLicences.userId))
    .where(where);
  const rows = await db
    .select({
      membership_id: memberships.id,
      name: users.name,
      kind: userLicences.kind,
      code: userLicences.code,
      expires_on: sql<string>`${userLicences.expiresOn}::text`,
    })
    .from(userLicences)
    .innerJoin(memberships, eq(memberships.userId, userLicences.userId))
    .innerJoin(users, eq(users.id, userLicences.userId))
    .where(where)
    .orderBy(asc(userLicences.expiresOn), asc(userLicences.id))
    .limit(LISTED);
  return { rows, total: total?.n ?? 0 };
}

async function expiringPapers(db: Executor, companyId: number, today: string) {
  const where = and(
    eq(airplaneDocuments.companyId, companyId),
    ne(airplanes.status, 'retired'),
    gte(airplaneDocuments.expiresOn, today),
    lte(airplaneDocuments.expiresOn, addDays(today, EXPIRY_WINDOW_DAYS)),
  );
  const onAirplane = and(eq(airplanes.companyId, airplaneDocuments.companyId), eq(airplanes.id, airplaneDocuments.airplaneId));
  const [total] = await db.select({ n: count() }).from(airplaneDocuments).innerJoin(airplanes, onAirplane).where(where);
  const rows = await db
    .select({
      airplane_id: airplanes.id,
      registration: airplanes.registration,
      kind: airplaneDocuments.kind,
      title: airplaneDocuments.title,
      expires_on: sql<string>`${airplaneDocuments.expiresOn}::text`,
    })
    .from(airplaneDocuments)
    .innerJoin(airplanes, onAirplane)
    .where(where)
    .orderBy(asc(airplaneDocuments.expiresOn), asc(airplaneDocuments.id))
    .limit(LISTED);
  return { rows, total: total?.n ?? 0 };
}

async function expiringMemberDocuments(db: Executor, companyId: number, today: string) {
  const where = and(
    eq(memberDocuments.companyId, companyId),
    eq(memberships.status, 'approved'),
    gte(memberDocuments.expiresOn, today),
    lte(memberDocuments.expiresOn, addDays(today, EXPIRY_WINDOW_DAYS)),
  );
  const ofMember = and(eq(memberships.companyId, memberDocuments.companyId), eq(memberships.id, memberDocuments.membershipId));
  const [total] = await db.select({ n: count() }).from(memberDocuments).innerJoin(memberships, ofMember).where(where);
  const rows = await db
    .select({
      membership_id: memberships.id,
      name: users.name,
      kind: memberDocuments.kind,
      expires_on: sql<string>`${memberDocuments.expiresOn}::text`,
    })
    .from(memberDocuments)
    .innerJoin(memberships, ofMember)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(asc(memberDocuments.expiresOn), asc(memberDocuments.id))
    .limit(LISTED);
  return { rows, total: total?.n ?? 0 };
}

/** Everything the admin dashboard shows, as of `at`; receivables only when `withReceivables`. */
export async function adminSummary(
  db: Executor,
  company: Company,
  withReceivables: boolean,
  at: Date,
): Promise<CompanyAdminSummary> {
  const today = todayIn(company.timezone, at);
  const monthStart = `${today.slice(0, 8)}01`;
  const [people, planes, thisMonth, lastYear, balances, licences, papers, memberPapers] = await readAll(db, [
    () => members(db, company.id),
    () => fleet(db, company.id, today),
    () => activity(db, company, monthStart, today),
    () => activity(db, company, addMonths(monthStart, -12), addMonths(today, -12)),
    () => (withReceivables ? memberBalanceTotals(db, company.id) : Promise.resolve(null)),
    () => expiringLicences(db, company.id, today),
    () => expiringPapers(db, company.id, today),
    () => expiringMemberDocuments(db, company.id, today),
  ]);
  return {
    today,
    members: people,
    fleet: planes,
    this_month: thisMonth,
    last_year: lastYear,
    receivables: balances && { currency: company.currency, amount: balances.receivables, members_owing: balances.owing },
    expiring_licences: licences.rows,
    expiring_licences_total: licences.total,
    expiring_papers: papers.rows,
    expiring_papers_total: papers.total,
    expiring_member_documents: memberPapers.rows,
    expiring_member_documents_total: memberPapers.total,
  };
}
