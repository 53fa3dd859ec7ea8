import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { zoneFormat } from '../../../lib/dates/zone';
import { toast } from '../../../lib/toast';
import { BookingLessonLine } from '../../academy';
import { RecordFlightButton } from '../../flights';
import { updateBooking } from '../api/bookings';
import { describer } from '../lib/describe';

interface Props {
  booking: Booking;
  registration: string;
  zone: string;
  onEdit: () => void;
  onCancel: () => void;
  onClose: () => void;
}

/** One booking as the user may see it, with edit, cancel and (for standby) taking the freed slot. */
export function BookingDetailsDialog({ booking, registration, zone, onEdit, onCancel, onClose }: Props) {
  const { t } = useTranslation('booking');
  const start = new Date(booking.starts_at);
  const day = zoneFormat(zone, { dateStyle: 'full' }).format(start);
  const rows: [string, string | null | undefined][] = [
    [t('form.pilot'), booking.pilot?.name ?? (booking.type === 'maintenance' ? null : t('booked'))],
    [t('form.instructor'), booking.instructor?.name],
    [t('form.destination'), booking.destination],
    [t('form.notes'), booking.notes],
  ];
  const confirmStandby = async () => {
    try {
      await updateBooking(booking.id, { status: 'confirmed' });
      toast.success(t('saved'));
      onClose();
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="booking-details-title">
      <DialogTitle id="booking-details-title">
        {registration} · {t(`types.${booking.type}`)}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          {booking.status === 'standby' && <Chip size="small" label={t('statuses.standby')} variant="outlined" />}
          {booking.is_own && <Chip size="small" color="primary" label={t('ownBooking')} />}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{day}</Typography>
        <Typography sx={{ mb: 2 }}>
          {describer(zone, t).span(booking)} ({zone})
        </Typography>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Typography key={label} sx={{ mb: 0.5 }}>
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {label}:
              </Typography>{' '}
              {value}
            </Typography>
          ))}
        {booking.type === 'training' && booking.is_own && <BookingLessonLine bookingId={booking.id} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {booking.permissions?.delete && (
          <Button color="error" onClick={onCancel}>
            {t('cancelBooking')}
          </Button>
        )}
        {booking.status === 'standby' && booking.permissions?.update && (
          <Button onClick={() => void confirmStandby()}>{t('takeSlot')}</Button>
        )}
        <RecordFlightButton companyId={booking.company_id} zone={zone} booking={booking} onSaved={onClose} variant="text" />
        {booking.permissions?.update && <Button onClick={onEdit}>{t('edit')}</Button>}
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
