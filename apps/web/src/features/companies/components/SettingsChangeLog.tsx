import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SettingsChange } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { formatDateTime } from '../../../lib/i18n/format';
import { settingsChangesQuery } from '../api/settingsChanges';
import { SettingsSection } from './SettingsSection';

/** The settings whose values are choices, and where their words are. */
const CHOICES: Record<string, string> = {
  'settings.booking.licence_check': 'settings.booking.licenceChecks',
  'settings.accounting.low_balance_policy': 'settings.accounting.policies',
  'settings.accounting.package_remainder': 'settings.accounting.remainders',
  'settings.memberships.default_role': 'common:roles',
};

/** A changed value as a person reads it: empty as a dash, a choice in words, yes/no for switches, lists joined. */
function useShownValue() {
  const { t } = useTranslation(['companies', 'common']);
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    const choices = CHOICES[field];
    if (choices && typeof value === 'string') return t(`${choices}.${value}`, { defaultValue: value });
    if (typeof value === 'boolean') return t(`settings.changeLog.${value ? 'yes' : 'no'}`);
    if (Array.isArray(value)) return value.map(String).join(', ');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}

function ChangeEntry({ entry, timezone }: { entry: SettingsChange; timezone: string }) {
  const { t } = useTranslation('companies');
  const shown = useShownValue();
  const who = entry.actor?.name ?? t('settings.changeLog.unknown');
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatDateTime(entry.created_at, timezone)} ·{' '}
        {entry.acting_as ? t('settings.changeLog.actingAs', { who, as: entry.acting_as.name }) : who}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {entry.changes.map((change) => (
          <li key={change.field}>
            <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{t(`settings.changeLog.fields.${change.field}`, { defaultValue: change.field })}</strong>:{' '}
              {shown(change.field, change.before)} → {shown(change.field, change.after)}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** "Änderungsprotokoll": who changed which setting when, from what to what, newest first, paged. */
export function SettingsChangeLog({ companyId, timezone }: { companyId: number; timezone: string }) {
  const { t } = useTranslation('companies');
  const [page, setPage] = useState(1);
  const changes = useQuery(settingsChangesQuery(companyId, page));
  const entries = changes.data?.data ?? [];
  return (
    <SettingsSection title={t('settings.changeLog.title')}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {changes.isSuccess && entries.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('settings.changeLog.empty')}</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <ChangeEntry key={entry.id} entry={entry} timezone={timezone} />
          ))}
        </Box>
        {changes.data?.meta && <ListPagination meta={changes.data.meta} onPage={setPage} compact />}
      </Box>
    </SettingsSection>
  );
}
