import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Airplane, Position } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format';
import { formatPosition, statusReason } from '../../fleet';
import { STATUS_COLORS } from '../lib/status';

interface Props {
  airplane: Airplane;
  position: Position;
  companyId: number;
  zone: string;
}

/** An aircraft's pin popup: what it is, its status, when and where it last reported, and the way to its page. */
export function AircraftPopup({ airplane, position, companyId, zone }: Props) {
  const { t } = useTranslation('fleetMap');
  const { t: tFleet } = useTranslation('fleet');
  const reason = statusReason(airplane.status_reason, tFleet);
  const motion = [
    position.altitude_ft !== null && `${formatNumber(position.altitude_ft)} ft`,
    position.ground_speed_kt !== null && `${formatNumber(position.ground_speed_kt)} kt`,
    position.heading_deg !== null && `${String(position.heading_deg).padStart(3, '0')}°`,
  ].filter(Boolean);
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {airplane.registration}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {airplane.manufacturer} {airplane.model}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ color: STATUS_COLORS[airplane.status], fontWeight: 600 }}>
        {tFleet(`statuses.${airplane.status}`)}
        {reason && `: ${reason}`}
      </Typography>
      <Typography variant="body2">
        {t('reportedAt', {
          time: formatDateTime(position.reported_at, zone),
          source: tFleet(`position.sources.${position.source}`),
        })}
      </Typography>
      <Typography variant="body2">{formatPosition(position.latitude, position.longitude, tFleet)}</Typography>
      {motion.length > 0 && <Typography variant="body2">{motion.join(' · ')}</Typography>}
      {airplane.homebase && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('homebase', { ident: airplane.homebase.ident, name: airplane.homebase.name })}
        </Typography>
      )}
      <Link component={RouterLink} to={`/companies/${companyId}/airplanes/${airplane.id}`} variant="body2">
        {t('openAirplane', { registration: airplane.registration })}
      </Link>
    </>
  );
}
