import Chip from '@mui/material/Chip';
import type { SquawkStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = { open: 'warning', deferred: 'info', no_go: 'error', fixed: 'success' } as const;

export function SquawkStatusChip({ status }: { status: SquawkStatus }) {
  const { t } = useTranslation('fleet');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`squawks.statuses.${status}`)} />;
}
