import type { Airplane, Booking } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { describer } from '../lib/describe';
import type { BookingDraft } from '../lib/form';
import { BookingDetailsDialog } from './BookingDetailsDialog';
import { CancelBookingDialog } from './CancelBookingDialog';
import { BookingFormDialog } from './form/BookingFormDialog';
import type { Instructor } from './timeline/BookingTimeline';

export type DialogState = { kind: 'new'; draft: BookingDraft } | { kind: 'view' | 'edit' | 'cancel'; booking: Booking };

interface Props {
  state: DialogState | null;
  onChange: (next: DialogState | null) => void;
  companyId: number;
  zone: string;
  airplanes: Airplane[];
  instructors: Instructor[];
  registrations: Map<number, string>;
}

/** The calendar's one open dialog: book, view, change or cancel. */
export function BookingDialogs({ state, onChange, companyId, zone, airplanes, instructors, registrations }: Props) {
  const { t } = useTranslation('booking');
  if (!state) return null;
  const close = () => onChange(null);
  if (state.kind === 'new' || state.kind === 'edit') {
    const subject = state.kind === 'new' ? { draft: state.draft } : { booking: state.booking };
    return (
      <BookingFormDialog
        companyId={companyId}
        zone={zone}
        airplanes={airplanes}
        instructors={instructors}
        subject={subject}
        onClose={close}
      />
    );
  }
  const { booking } = state;
  const registration = registrations.get(booking.airplane_id) ?? '';
  if (state.kind === 'cancel') {
    const describe = describer(zone, t);
    const summary = `${registration}, ${describe.day(booking)} ${describe.span(booking)}`;
    return <CancelBookingDialog booking={booking} summary={summary} onClose={close} />;
  }
  return (
    <BookingDetailsDialog
      booking={booking}
      registration={registration}
      zone={zone}
      onEdit={() => onChange({ kind: 'edit', booking })}
      onCancel={() => onChange({ kind: 'cancel', booking })}
      onClose={close}
    />
  );
}
