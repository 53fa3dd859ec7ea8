import type { CompanyCreate } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { companies, memberships } from '../../db/schema';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit';
import type { UserRow } from '../users';
import { assertHomeAirportExists } from './home-airport';

/** Columns of a company from the contract's fields (absent fields are left out). */
export function companyColumns(fields: Partial<CompanyCreate>) {
  return {
    name: fields.name,
    kind: fields.kind,
    street: fields.street,
    postalCode: fields.postal_code,
    city: fields.city,
    country: fields.country,
    email: fields.email,
    phone: fields.phone,
    website: fields.website,
    timezone: fields.timezone,
    currency: fields.currency,
    logoUrl: fields.logo_url,
    homeAirportId: fields.home_airport_id,
  };
}

/** Creates a company; its creator becomes its first admin, approved at once. */
export async function createCompany(
  db: Executor,
  creator: UserRow,
  fields: CompanyCreate,
  actor: AuditActor,
): Promise<{ company: CompanyRow; membership: MembershipRow }> {
  await assertHomeAirportExists(db, fields.home_airport_id);
  const [company] = await db
    .insert(companies)
    .values({ ...companyColumns(fields), name: fields.name })
    .returning();
  if (!company) throw new Error('company not created');
  const [membership] = await db
    .insert(memberships)
    .values({
      companyId: company.id,
      userId: creator.id,
      roles: ['admin'],
      status: 'approved',
      joinedAt: new Date().toISOString().slice(0, 10),
    })
    .returning();
  if (!membership) throw new Error('membership not created');
  await writeAudit(db, {
    ...actor,
    companyId: company.id,
    action: 'company.created',
    subjectType: 'company',
    subjectId: company.id,
    after: { name: company.name },
  });
  return { company, membership };
}
