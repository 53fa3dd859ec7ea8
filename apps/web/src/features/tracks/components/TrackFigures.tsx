import Box from '@mui/material/Box';
import type { TrackFigures as Figures } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/StatTile';
import { formatMinutes } from '../../../lib/duration';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format';
import { FEET_PER_METRE } from '../lib/profile';

const NM = 1852;

/**
 * What the track says: distance, highest point, airborne time, take-off and landing with their airfields
 * (on the given zone's clock, the browser's without one).
 */
export function TrackFigures({ figures, zone }: { figures: Figures; zone?: string }) {
  const { t } = useTranslation('tracks');
  const place = (airport: Figures['departure']) => (airport ? `${airport.ident} · ${airport.name}` : t('noAirfield'));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <StatTile
        label={t('distance')}
        value={`${formatNumber(figures.distance_m / 1000, { maximumFractionDigits: 1 })} km`}
        detail={`${formatNumber(figures.distance_m / NM, { maximumFractionDigits: 1 })} NM`}
      />
      <StatTile
        label={t('maxAltitude')}
        value={figures.max_altitude_m === null ? '–' : `${formatNumber(Math.round(figures.max_altitude_m * FEET_PER_METRE))} ft`}
        detail={figures.max_altitude_m === null ? undefined : `${formatNumber(figures.max_altitude_m)} m`}
      />
      <StatTile
        label={t('takeoff')}
        value={figures.takeoff_at ? formatDateTime(figures.takeoff_at, zone) : '–'}
        detail={place(figures.departure)}
      />
      <StatTile
        label={t('landing')}
        value={figures.landing_at ? formatDateTime(figures.landing_at, zone) : '–'}
        detail={place(figures.arrival)}
      />
      <StatTile
        label={t('duration')}
        value={figures.duration_minutes === null ? '–' : formatMinutes(figures.duration_minutes)}
        detail={t('points', { count: figures.point_count })}
      />
    </Box>
  );
}
