import Chip from '@mui/material/Chip';
import type { AirplaneStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', grounded: 'error', retired: 'default' } as const;

/** Active, grounded or retired; the reason for grounding is shown beside it where there is room. */
export function AirplaneStatusChip({ status }: { status: AirplaneStatus }) {
  const { t } = useTranslation('fleet');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />;
}
