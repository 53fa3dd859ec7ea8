import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MEMBERSHIP_STATUSES, ROLES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { MembershipFilters as Filters } from '../api/companyMemberships';

interface Props {
  value: Filters;
  onChange: (value: Filters) => void;
  showRole?: boolean;
}

/** Search by name or email, and narrow by status and role. */
export function MembershipFilters({ value, onChange, showRole = true }: Props) {
  const { t } = useTranslation('memberships');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        label={t('search')}
        value={value.search ?? ''}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
      />
      <TextField
        select
        label={t('status')}
        value={value.status ?? ''}
        onChange={(e) => onChange({ ...value, status: e.target.value as Filters['status'] })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {MEMBERSHIP_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {showRole && (
        <TextField
          select
          label={t('role')}
          value={value.role ?? ''}
          onChange={(e) => onChange({ ...value, role: e.target.value as Filters['role'] })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
