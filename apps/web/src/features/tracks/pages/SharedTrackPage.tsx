import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDay } from '../../../lib/i18n/format';
import { sharedTrackQuery } from '../api/tracks';
import { TrackView } from '../components/TrackView';

/** A track someone shared by its secret link: read-only, for anyone with the link, signed in or not. */
export default function SharedTrackPage() {
  const { t } = useTranslation('tracks');
  const token = useParams().token ?? '';
  const track = useQuery(sharedTrackQuery(token));
  const { departure, arrival, started_at } = track.data?.figures ?? {};
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('sharedTitle')}
      </Typography>
      {track.data && (
        <Typography color="text.secondary">
          {[departure?.ident, arrival?.ident].filter(Boolean).join(' → ')}
          {started_at ? ` · ${formatDay(started_at.slice(0, 10))}` : ''}
        </Typography>
      )}
      {track.isPending && <Skeleton variant="rectangular" height={400} />}
      {track.isError && <Alert severity="warning">{t('sharedGone')}</Alert>}
      {track.data && <TrackView track={track.data} />}
    </Box>
  );
}
