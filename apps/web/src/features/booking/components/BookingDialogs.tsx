import type { Airplane, Booking } from '@portal/contracts';
import type { BookingDraft } from '../lib/form';
import { formatSpan, zoneFormat } from '../lib/zone';
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
    const start = new Date(booking.starts_at);
    const day = zoneFormat(zone, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(start);
    const summary = `${registration}, ${day} ${formatSpan(start, new Date(booking.ends_at), zone)}`;
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
