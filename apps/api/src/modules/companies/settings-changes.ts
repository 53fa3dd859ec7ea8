import type { SettingsChange } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { companyAuditPage } from '../audit';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects as dotted paths to their leaves: `{settings: {booking: {x: 1}}}` → `{'settings.booking.x': 1}` (an empty object has none). */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else if (path) {
    into.set(path, value ?? null);
  }
  return into;
}

/** The fields an audited update changed, each as it was and as it became (a settings key by its dotted path). */
export function fieldChanges(before: unknown, after: unknown): SettingsChange['changes'] {
  const was = leaves(before, '', new Map());
  const is = leaves(after, '', new Map());
  const fields = [...new Set([...was.keys(), ...is.keys()])].sort();
  return fields
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A page of the company's audited changes of its details and settings, newest first. */
export async function settingsChanges(db: Executor, companyId: number, page: { page: number; per_page: number }) {
  const found = await companyAuditPage(db, companyId, ['company.updated'], page);
  return {
    meta: found.meta,
    data: found.rows.map(
      (row): SettingsChange => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        actor: row.actor,
        acting_as: row.actingAs,
        changes: fieldChanges(row.before, row.after),
      }),
    ),
  };
}
