import Chip from '@mui/material/Chip';
import type { Forecast } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLOURS = {
  ahead: 'success',
  on_track: 'info',
  behind: 'warning',
  not_started: 'default',
  complete: 'success',
  unplanned: 'default',
} as const;

/** The pace against the planned end: ahead, on track or behind. */
export function ForecastChip({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation('academy');
  return <Chip size="small" color={COLOURS[forecast.status]} label={t(`training.pace.${forecast.status}`)} />;
}
