import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { UI } from '../../../lib/theme/theme';
import { toast } from '../../../lib/toast';
import { calendarFeedQuery, renewCalendarFeed } from '../api/calendarFeed';

/** The personal iCalendar address to subscribe to in a calendar app: copy it, or replace it if it leaked. */
export function CalendarFeedCard() {
  const { t } = useTranslation('booking');
  const { data: url } = useQuery(calendarFeedQuery);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), UI.copiedMs);
  };
  const [confirming, setConfirming] = useState(false);
  const renew = async () => {
    setConfirming(false);
    await renewCalendarFeed();
    toast.success(t('feed.renewed'));
  };
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('feed.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('feed.text')}</Typography>
        <TextField
          label={t('feed.url')}
          value={url ?? ''}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<IconCopy size={18} aria-hidden />}
            onClick={() => void copy().catch(toastApiError)}
          >
            {copied ? t('feed.copied') : t('feed.copy')}
          </Button>
          <Button startIcon={<IconRefresh size={18} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('feed.renew')}
          </Button>
        </Stack>
        <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="feed-renew-title">
          <DialogTitle id="feed-renew-title">{t('feed.renew')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('feed.renewConfirm')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('close')}</Button>
            <Button variant="contained" onClick={() => void renew().catch(toastApiError)}>
              {t('feed.renew')}
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
}
