import type { AuditEntry } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/i18n/format';

const MAX_SHOWN = 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (field === 'roles' && Array.isArray(value)) return value.map((role) => t(`memberships:roles.${role}`)).join(', ');
  if (field === 'status') return t(`memberships:statuses.${value}`, { defaultValue: String(value) });
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** "Status: Offen → Bestätigt" for each field an update changed (entries that only create or delete have none). */
export function auditChanges(t: TFunction, entry: AuditEntry): string[] {
  const { before, after } = entry;
  if (!isRecord(before) || !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .slice(0, MAX_SHOWN)
    .map(
      (field) =>
        `${t(`admin:audit.fields.${field}`, { defaultValue: field })}: ${valueText(t, field, before[field])} → ${valueText(t, field, after[field])}`,
    );
}
