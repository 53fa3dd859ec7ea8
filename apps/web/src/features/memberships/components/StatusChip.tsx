import Chip from '@mui/material/Chip';
import type { Membership } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error', suspended: 'error', left: 'default' } as const;

export function StatusChip({ status }: { status: Membership['status'] }) {
  const { t } = useTranslation('memberships');
  return <Chip size="small" color={COLORS[status]} variant="outlined" label={t(`statuses.${status}`)} />;
}
