import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Membership } from '@portal/contracts';
import { ROLES, type Role } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { updateMembership } from '../api/companyMemberships';

/** Edits a membership's roles in place; at least one role stays (spec §5 'Please choose at least one value'). */
export function RolesEditor({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const change = (roles: Role[]) => {
    if (roles.length) void updateMembership(membership.id, { roles });
  };
  return (
    <TextField
      select
      size="small"
      label={t('roles.title')}
      value={membership.roles}
      sx={{ minWidth: 180, maxWidth: 280 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (value) => (value as Role[]).map((role) => t(`roles.${role}`)).join(', '),
          onChange: (event) => change(event.target.value as Role[]),
        },
      }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          <Checkbox checked={membership.roles.includes(role)} size="small" />
          <ListItemText primary={t(`roles.${role}`)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
