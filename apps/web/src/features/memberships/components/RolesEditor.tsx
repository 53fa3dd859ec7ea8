import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Membership } from '@portal/contracts';
import { ROLES, type Role } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errors';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { updateMembership } from '../api/companyMemberships';

const sameRoles = (a: Role[], b: Role[]) => a.length === b.length && a.every((role) => b.includes(role));

/**
 * Edits a membership's roles: ticks collect while the menu is open and are saved once it closes.
 * At least one role stays ('Please choose at least one value'); a refusal shows the server's reason.
 */
export function RolesEditor({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const errorId = useId();
  const [draft, setDraft] = useState<Role[] | null>(null);
  const save = useMutation({
    mutationFn: (roles: Role[]) => updateMembership(membership.id, { roles }),
    meta: { silent: true },
    onSuccess: () => toast.success(t('rolesSaved', { name: membership.name })),
    onError: (error) => !(isApiError(error) && error.errors.roles) && toastApiError(error),
  });
  const roles = draft ?? ((save.isPending && save.variables) || membership.roles);
  const refusal = isApiError(save.error) ? save.error.errors.roles?.[0] : undefined;
  const message = draft?.length === 0 ? t('common:validation.atLeastOne') : draft ? undefined : refusal;
  const close = () => {
    if (draft?.length && !sameRoles(draft, membership.roles)) save.mutate(draft);
    setDraft(null);
  };
  return (
    <FormControl size="small" error={Boolean(message)} sx={{ minWidth: 180, maxWidth: 280 }}>
      <Select<Role[]>
        multiple
        value={roles}
        onOpen={() => {
          save.reset();
          setDraft(membership.roles);
        }}
        onChange={(event) => setDraft(event.target.value as Role[])}
        onClose={close}
        disabled={save.isPending}
        renderValue={(value) => value.map((role) => t(`roles.${role}`)).join(', ')}
        inputProps={{ 'aria-label': t('rolesOf', { name: membership.name }), 'aria-describedby': message ? errorId : undefined }}
      >
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            <Checkbox checked={roles.includes(role)} size="small" />
            <ListItemText primary={t(`roles.${role}`)} />
          </MenuItem>
        ))}
      </Select>
      {message && <FormHelperText id={errorId}>{message}</FormHelperText>}
    </FormControl>
  );
}
