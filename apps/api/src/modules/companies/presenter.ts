import type { Company, CompanyPermissions, CompanySummary } from '@portal/contracts';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';

export type OwnMembership = Pick<MembershipRow, 'id' | 'status' | 'roles'>;

export function presentOwnMembership(membership: OwnMembership | null | undefined): Company['membership'] {
  if (!membership) return null;
  return { id: membership.id, status: membership.status, roles: membership.roles };
}

export function presentCompany(
  company: CompanyRow,
  own: OwnMembership | null | undefined,
  permissions?: CompanyPermissions,
): Company {
  return {
    id: company.id,
    name: company.name,
    kind: company.kind,
    street: company.street,
    postal_code: company.postalCode,
    city: company.city,
    country: company.country,
    email: company.email,
    phone: company.phone,
    website: company.website,
    timezone: company.timezone,
    currency: company.currency,
    logo_url: company.logoUrl,
    home_airport_id: company.homeAirportId,
    settings: company.settings,
    created_at: company.createdAt.toISOString(),
    membership: presentOwnMembership(own),
    ...(permissions ? { permissions } : {}),
  };
}

export function presentCompanySummary(
  company: Pick<CompanyRow, 'id' | 'name' | 'kind' | 'timezone' | 'currency'>,
): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    kind: company.kind,
    timezone: company.timezone,
    currency: company.currency,
  };
}
