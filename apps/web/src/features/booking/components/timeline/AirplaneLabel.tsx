import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Airplane } from '@portal/contracts';
import { IconAlertTriangle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../lib/api/handleError';
import { statusReason } from '../../../fleet';
import { toggleFavourite } from '../../api/airplanes';

/** A row's aircraft: registration, model, whether it is grounded, and the favourite star (unchanged when the week changes). */
export const AirplaneLabel = memo(function AirplaneLabel({ airplane }: { airplane: Airplane }) {
  const { t } = useTranslation('booking');
  const { t: tFleet } = useTranslation('fleet');
  const star = t(airplane.is_favourite ? 'unfavourite' : 'favourite', { registration: airplane.registration });
  const Star = airplane.is_favourite ? IconStarFilled : IconStar;
  return (
    <>
      <Tooltip title={star}>
        <IconButton size="small" aria-label={star} onClick={() => void toggleFavourite(airplane.id).catch(toastApiError)}>
          <Star size={16} aria-hidden color={airplane.is_favourite ? 'var(--mui-palette-warning-main)' : undefined} />
        </IconButton>
      </Tooltip>
      <span style={{ minWidth: 0, overflow: 'hidden' }}>
        <strong style={{ display: 'block', fontSize: '0.8125rem' }}>{airplane.registration}</strong>
        <span style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {airplane.model}
        </span>
      </span>
      {airplane.status === 'grounded' && (
        <Tooltip title={airplane.status_reason ? statusReason(airplane.status_reason, tFleet) : t('grounded')}>
          <IconAlertTriangle size={16} color="var(--mui-palette-warning-main)" aria-label={t('grounded')} role="img" />
        </Tooltip>
      )}
    </>
  );
});
