import type { Role } from '@portal/contracts';
import { requestMessages } from '@portal/contracts/request-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedQuery } from '../db/prepared';
import { companies, memberships } from '../db/schema';
import { AppError, forbidden, invalid, notFound, unauthenticated } from '../lib/errors';

export type { Role };
export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export interface CompanyAccess {
  company: CompanyRow;
  /** The caller's approved membership; null for a super-admin acting without one. */
  membership: MembershipRow | null;
  isSuperAdmin: boolean;
  has(...roles: Role[]): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The company chosen by `X-COMPANY`, checked against the caller's memberships. */
    activeCompanyId: number | null;
  }
}

const companyWithMembership = preparedQuery((db) =>
  db
    .select({ company: companies, membership: memberships })
    .from(companies)
    .leftJoin(
      memberships,
      and(
        eq(memberships.companyId, companies.id),
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.status, 'approved'),
      ),
    )
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1)
    .prepare('company_with_membership'),
);

type CompanyLookup = Promise<{ company: CompanyRow; membership: MembershipRow | null } | undefined>;
const lookups = new WeakMap<FastifyRequest, Map<number, CompanyLookup>>();

/** The company and the caller's approved membership, read once per request (X-COMPANY and the route often ask for the same company). */
function companyAndMembership(request: FastifyRequest, userId: number, companyId: number) {
  let byCompany = lookups.get(request);
  if (!byCompany) {
    byCompany = new Map();
    lookups.set(request, byCompany);
  }
  let lookup = byCompany.get(companyId);
  if (!lookup) {
    lookup = companyWithMembership(request.server.db)
      .execute({ userId, companyId })
      .then(([row]) => row);
    byCompany.set(companyId, lookup);
  }
  return lookup;
}

/** Whether a membership's roles (or being a super-admin) hold one of the wanted roles: admin always qualifies. */
export const grants =
  (roles: readonly Role[], isSuperAdmin: boolean) =>
  (...wanted: Role[]): boolean =>
    isSuperAdmin || roles.some((role) => role === 'admin' || wanted.includes(role));

/** What a membership (or a super-admin without one) may do in the company. */
export function accessOf(company: CompanyRow, membership: MembershipRow | null, isSuperAdmin = false): CompanyAccess {
  return { company, membership, isSuperAdmin, has: grants(membership?.roles ?? [], isSuperAdmin) };
}

/**
 * The one tenancy check: the caller must hold an approved membership in the company
 * (super-admins may act anywhere). A missing company is 404, someone else's is 403.
 * It takes no roles: what a member may do there is the domain's policy's to say (`authorize`).
 */
export async function companyAccess(request: FastifyRequest, companyId: number): Promise<CompanyAccess> {
  const user = request.user;
  if (!user) throw unauthenticated();
  const found = await companyAndMembership(request, user.id, companyId);
  if (!found) throw notFound();
  const { company, membership } = found;
  if (!membership && !user.isSuperAdmin) throw forbidden();
  return accessOf(company, membership, user.isSuperAdmin);
}

/** For rows reached by their own id: another company's row answers 404, as if it did not exist. */
export async function rowAccess(request: FastifyRequest, companyId: number): Promise<CompanyAccess> {
  try {
    return await companyAccess(request, companyId);
  } catch (error) {
    throw error instanceof AppError && error.kind === 'forbidden' ? notFound() : error;
  }
}

async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('activeCompanyId', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers['x-company'];
    if (typeof header !== 'string' || header.trim() === '' || !request.user) return;
    const companyId = Number(header);
    if (!Number.isInteger(companyId) || companyId <= 0) throw invalid('X-COMPANY', requestMessages.companyHeader);
    await companyAccess(request, companyId);
    request.activeCompanyId = companyId;
  });
}

export default fp(tenancyPlugin, { name: 'tenancy', dependencies: ['auth'] });
