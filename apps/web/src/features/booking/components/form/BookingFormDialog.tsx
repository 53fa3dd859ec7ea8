import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Airplane, Booking, BookingCreate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../../components/DialogForm';
import { DialogSaveActions } from '../../../../components/DialogSaveActions';
import { isApiError } from '../../../../lib/api/errors';
import { toastApiError } from '../../../../lib/api/handleError';
import { localText } from '../../../../lib/api/messages';
import { applyServerErrors } from '../../../../lib/forms/serverErrors';
import { toast } from '../../../../lib/toast';
import { type BookingLessonChoice, BookingLessonField, saveBookingLesson } from '../../../academy';
import { useCompanyPermissions } from '../../../companies';
import { companyMembershipsQuery } from '../../../memberships';
import { createBooking, updateBooking } from '../../api/bookings';
import { type BookingDraft, type BookingFormValues, bookingResolver, bookingValues, draftValues } from '../../lib/form';
import type { Instructor } from '../timeline/BookingTimeline';
import { BookingFormFields } from './BookingFormFields';

const FIELDS = new Set([
  'airplane_id',
  'starts_at',
  'ends_at',
  'membership_id',
  'instructor_membership_id',
  'type',
  'destination',
  'notes',
]);

/** Members book for themselves: the form has no pilot field, so a refused pilot (licence check) is said above it. */
const OWN_FIELDS = new Set([...FIELDS].filter((field) => field !== 'membership_id'));

/** 422 messages for what has no input of its own (e.g. `status`: a free slot needs no standby), shown above the form. */
const unplaced = (error: unknown, fields: Set<string>) =>
  isApiError(error)
    ? Object.entries(error.errors)
        .filter(([field]) => !fields.has(field))
        .flatMap(([, messages]) => messages)
        .join(' ')
    : '';

interface Props {
  companyId: number;
  zone: string;
  airplanes: Airplane[];
  instructors: Instructor[];
  /** A new booking from a dragged span or the button, or a booking to change. */
  subject: { draft: BookingDraft } | { booking: Booking };
  onClose: () => void;
}

/** Books or changes a booking; 422 errors land on their fields, a 409 says which booking is in the way. */
export function BookingFormDialog({ companyId, zone, airplanes, instructors, subject, onClose }: Props) {
  const { t } = useTranslation(['booking', 'errors']);
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const { can } = useCompanyPermissions(companyId);
  const choosesPilot = can('book_for_others');
  const editing = 'booking' in subject ? subject.booking : undefined;
  const draft = 'draft' in subject ? subject.draft : undefined;
  const pilots = useQuery({
    ...companyMembershipsQuery(companyId, { status: 'approved' }),
    enabled: choosesPilot,
  }).data;
  const [lesson, setLesson] = useState<BookingLessonChoice | null>(null);
  const { control, handleSubmit, setError, formState, watch } = useForm<BookingFormValues, unknown, BookingCreate>({
    defaultValues: draft ? draftValues(draft, zone) : bookingValues(editing as Booking, zone),
    resolver: bookingResolver(zone),
  });

  const pilotId = watch('membership_id');

  const submit = handleSubmit(async (payload) => {
    try {
      const { data, meta } = editing ? await updateBooking(editing.id, payload) : await createBooking(companyId, payload);
      // A training booking of an enrolled student names its lesson once the booking exists.
      // (The booking stands if that fails: the error is said, the lesson can be named later.)
      if (payload.type === 'training' && lesson) await saveBookingLesson(data.id, lesson).catch(toastApiError);
      toast.success(t(editing ? 'saved' : payload.status === 'standby' ? 'queued' : 'created'));
      if (meta.warnings.length)
        toast.warning(meta.warnings.map((message, index) => localText({ ...meta.warning_codes[index], message })).join(' '));
      if (meta.collisions.length) toast.info(t('collisions', { count: meta.collisions.length }));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setError('root.server', { message: error.message || t('conflict.generic') });
      else if (applyServerErrors(error, setError))
        setError('root.server', { message: unplaced(error, choosesPilot ? FIELDS : OWN_FIELDS) || t('form.fixErrors') });
      else toastApiError(error);
    }
  });

  const title = editing ? t('editTitle') : t('newBooking');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="booking-form-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="booking-form-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          {draft?.standby && <Alert severity="info">{t('form.slotTaken')}</Alert>}
          <BookingFormFields
            control={control}
            airplanes={airplanes}
            instructors={instructors}
            pilots={choosesPilot ? (pilots ?? []) : undefined}
            blocksAircraft={can('block_aircraft')}
            zone={zone}
          />
          {!editing && watch('type') === 'training' && (
            <BookingLessonField
              companyId={companyId}
              pilotMembershipId={choosesPilot && pilotId !== '' ? pilotId : null}
              kind={watch('instructor_membership_id') === '' ? 'solo' : 'dual'}
              value={lesson}
              onChange={setLesson}
            />
          )}
        </DialogContent>
        <DialogSaveActions
          onClose={onClose}
          closeLabel={t('close')}
          saveLabel={editing ? t('save') : t('book')}
          saving={formState.isSubmitting}
        />
      </DialogForm>
    </Dialog>
  );
}
