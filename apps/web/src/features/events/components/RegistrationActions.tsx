import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ClubEvent } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { declineEvent, registerForEvent } from '../api/events';

/** Where the member stands (registered, waiting with the place, declined) and the buttons to answer. */
export function RegistrationStatus({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('events');
  const mine = event.my_registration;
  if (!mine) return null;
  if (mine.status === 'registered') return <Chip color="success" size="small" label={t('status.registered')} />;
  if (mine.status === 'waiting')
    return <Chip color="warning" size="small" label={t('status.waiting', { position: mine.waiting_position })} />;
  return <Chip size="small" variant="outlined" label={t('status.declined')} />;
}

export function RegistrationActions({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('events');
  const [busy, setBusy] = useState(false);
  const status = event.my_registration?.status;
  const holds = status === 'registered' || status === 'waiting';
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const register = () =>
    run(async () => {
      const result = await registerForEvent(event.id);
      toast.success(
        result.status === 'registered'
          ? t('toast.registered', { title: event.title })
          : t('toast.waiting', { title: event.title, position: result.waiting_position }),
      );
    });
  const decline = () =>
    run(async () => {
      await declineEvent(event.id);
      toast.success(t('toast.declined', { title: event.title }));
    });
  if (!event.permissions.register && !holds) return null;
  const full = event.capacity !== null && event.registered_count >= event.capacity;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {!holds && event.permissions.register && (
        <Button variant="contained" size="small" disabled={busy} onClick={register}>
          {full ? t('actions.joinWaitingList') : t('actions.register')}
        </Button>
      )}
      {status !== 'declined' && (
        <Button variant="outlined" size="small" color={holds ? 'error' : 'inherit'} disabled={busy} onClick={decline}>
          {holds ? t('actions.cancel') : t('actions.decline')}
        </Button>
      )}
    </Box>
  );
}
