import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Booking } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { cancelBooking } from '../api/bookings';

/** Asks before cancelling, with an optional reason for the people concerned. */
export function CancelBookingDialog({ booking, summary, onClose }: { booking: Booking; summary: string; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const cancelled = await cancelBooking(booking, reason);
      toast.success(t(cancelled.late_cancellation ? 'cancelledLate' : 'cancelled'));
      onClose();
    } catch (error) {
      toastApiError(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-booking-title">
      <DialogTitle id="cancel-booking-title">{t('cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cancelText', { booking: summary })}</DialogContentText>
        <TextField
          label={t('cancelReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keepBooking')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {t('confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
