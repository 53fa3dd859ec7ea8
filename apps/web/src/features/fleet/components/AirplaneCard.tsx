import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Airplane } from '@portal/contracts';
import { IconCalendarEvent, IconHeartbeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { statusReason } from '../lib/statusReason';
import { AirplaneStatusChip } from './AirplaneStatusChip';
import { FavouriteButton } from './FavouriteButton';

/** One aircraft for a phone-sized column: registration, type, where it lives, its state, and the way to book it. */
export function AirplaneCard({ airplane, showCompany = false }: { airplane: Airplane; showCompany?: boolean }) {
  const { t } = useTranslation('fleet');
  const base = `/companies/${airplane.company_id}/airplanes/${airplane.id}`;
  const where = [
    showCompany ? airplane.company?.name : null,
    airplane.homebase && `${airplane.homebase.ident} ${airplane.homebase.name}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      component="article"
      aria-label={airplane.registration}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 6,
        borderLeftColor: airplane.color ?? 'divider',
      }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              <Link component={RouterLink} to={base} underline="hover" color="inherit">
                {airplane.registration}
              </Link>
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {airplane.manufacturer} {airplane.model}
              {airplane.icao_type && ` · ${airplane.icao_type}`}
            </Typography>
          </Box>
          <FavouriteButton airplane={airplane} />
        </Box>
        {where && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {where}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <AirplaneStatusChip status={airplane.status} />
          {airplane.status_reason && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {statusReason(airplane.status_reason, t)}
            </Typography>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {airplane.status === 'active' && (
          <Button
            component={RouterLink}
            to={`${base}/calendar`}
            size="small"
            variant="outlined"
            startIcon={<IconCalendarEvent size={18} aria-hidden />}
          >
            {t('card.book')}
          </Button>
        )}
        <Button component={RouterLink} to={`${base}/status`} size="small" startIcon={<IconHeartbeat size={18} aria-hidden />}>
          {t('card.status')}
        </Button>
      </CardActions>
    </Card>
  );
}
