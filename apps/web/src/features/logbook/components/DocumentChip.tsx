import Chip from '@mui/material/Chip';
import type { Validity } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/i18n/format';
import { documentLight } from '../lib/validity';

/** A paper's validity in words and colour: valid (green), expiring (amber), expired (red). */
export function DocumentChip({ document }: { document: Validity }) {
  const { t } = useTranslation('logbook');
  const label = !document.expires_on
    ? t('validity.unlimited')
    : document.state === 'expired'
      ? t('validity.expiredOn', { date: formatDay(document.expires_on) })
      : t('validity.validUntil', { date: formatDay(document.expires_on), count: document.days_left ?? 0 });
  return (
    <Chip
      size="small"
      color={documentLight(document.state)}
      variant={document.state === 'valid' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}
