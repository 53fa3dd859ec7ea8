import type { Database } from '../../src/db/client';
import { type buildCompany, buildMember } from '../factories';

/**
 * Two companies: "home" owns the rows under test; "outsider" is an admin with every role
 * in another company and must never see or change home's rows.
 */
export async function buildTenancyWorld(db: Database) {
  const home = await buildMember(db, ['admin', 'accounting', 'instructor', 'member']);
  const homeCompany = home.company as Awaited<ReturnType<typeof buildCompany>>;
  const other = await buildMember(db, ['admin', 'accounting', 'instructor', 'student', 'crew', 'member']);
  return {
    db,
    homeCompanyId: home.company.id,
    homeAdmin: home.user,
    homeMembership: home.membership,
    outsider: other.user,
    homeCompany,
  };
}

export type TenancyWorld = Awaited<ReturnType<typeof buildTenancyWorld>>;

export interface TenancyRequest {
  url: string;
  body?: unknown;
  /** For a body that is not JSON, such as a multipart upload. */
  headers?: Record<string, string>;
}

/**
 * How each guarded route is kept inside its company:
 * - `company`: `setup` makes a row of the home company and returns the request that reaches it;
 * the outsider must get 403 or 404, and the home admin must get a 2xx with the same request.
 * - `self`: the route acts only on the caller's own data (the reason says why that is safe).
 * - `super-admin`: only super-admins pass the route's guard (checked for everyone else).
 */
export type TenancyCase =
  | { scope: 'company'; setup: (world: TenancyWorld) => Promise<TenancyRequest> }
  | { scope: 'self'; reason: string }
  | { scope: 'super-admin' };
