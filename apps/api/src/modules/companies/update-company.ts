import type { CompanyUpdate } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyRow } from '../../plugins/tenancy';
import { type AuditActor, writeAudit } from '../audit/write-audit';
import { companyColumns } from './create-company';

/** The changed columns only, as they were and as they become: what the audit log keeps. */
function difference(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** Changes a company's details; `settings` keys are merged into the stored settings. */
export async function updateCompany(
  db: Executor,
  company: CompanyRow,
  changes: CompanyUpdate,
  actor: AuditActor,
): Promise<CompanyRow> {
  const columns = Object.fromEntries(Object.entries(companyColumns(changes)).filter(([, value]) => value !== undefined));
  const settings = changes.settings ? { ...company.settings, ...changes.settings } : undefined;
  const set = settings ? { ...columns, settings } : columns;
  if (Object.keys(set).length === 0) return company;
  const [updated] = await db
    .update(companies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  if (!updated) throw new Error('company vanished');
  const change = difference(company as unknown as Record<string, unknown>, set);
  await writeAudit(db, {
    ...actor,
    companyId: company.id,
    action: 'company.updated',
    subjectType: 'company',
    subjectId: company.id,
    ...change,
  });
  return updated;
}
