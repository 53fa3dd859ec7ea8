import Chip from '@mui/material/Chip';
import type { Membership } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = {
  invited: 'info',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  suspended: 'error',
  left: 'default',
} as const;

/** A membership's status; `own` words it for the member ("Anfrage offen" rather than "Offen"). */
export function StatusChip({ status, own = false }: { status: Membership['status']; own?: boolean }) {
  const { t } = useTranslation('memberships');
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant="outlined"
      label={t(own ? `ownStatuses.${status}` : `statuses.${status}`)}
    />
  );
}
