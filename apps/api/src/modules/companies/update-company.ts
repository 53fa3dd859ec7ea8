import type { CompanyUpdate } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyRow } from '../../plugins/tenancy';
import { type AuditActor, auditDiff, writeAudit } from '../audit';
import { companyColumns } from './create-company';
import { assertHomeAirportExists } from './home-airport';

const AUDITED = {
  name: 'name',
  kind: 'kind',
  street: 'street',
  postal_code: 'postalCode',
  city: 'city',
  country: 'country',
  email: 'email',
  phone: 'phone',
  website: 'website',
  timezone: 'timezone',
  currency: 'currency',
  logo_url: 'logoUrl',
  home_airport_id: 'homeAirportId',
  settings: 'settings',
};

/** The stored settings with the change's keys, and the change's booking, accounting and academy rules merged into the stored ones. */
function mergeSettings(stored: Record<string, unknown>, change: NonNullable<CompanyUpdate['settings']>) {
  const booking = stored.booking && typeof stored.booking === 'object' ? stored.booking : {};
  const accounting = stored.accounting && typeof stored.accounting === 'object' ? stored.accounting : {};
  const academy = stored.academy && typeof stored.academy === 'object' ? stored.academy : {};
  return {
    ...stored,
    ...change,
    ...(change.booking && { booking: { ...booking, ...change.booking } }),
    ...(change.accounting && { accounting: { ...accounting, ...change.accounting } }),
    ...(change.academy && { academy: { ...academy, ...change.academy } }),
  };
}

/** Changes a company's details; `settings` keys are merged into the stored settings. */
export async function updateCompany(
  db: Executor,
  company: CompanyRow,
  changes: CompanyUpdate,
  actor: AuditActor,
): Promise<CompanyRow> {
  await assertHomeAirportExists(db, changes.home_airport_id);
  const columns = Object.fromEntries(Object.entries(companyColumns(changes)).filter(([, value]) => value !== undefined));
  const settings = changes.settings ? mergeSettings(company.settings, changes.settings) : undefined;
  const set = settings ? { ...columns, settings } : columns;
  if (Object.keys(set).length === 0) return company;
  const [updated] = await db
    .update(companies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  if (!updated) throw new Error('company vanished');
  await writeAudit(db, {
    ...actor,
    companyId: company.id,
    action: 'company.updated',
    subjectType: 'company',
    subjectId: company.id,
    ...auditDiff(AUDITED, company, updated),
  });
  return updated;
}
