import type { Booking } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatSpan, zoneFormat } from './zone';

/** Who a booking is for, as far as the user may see: the pilot, a maintenance block, or just "booked". */
export function bookingTitle(booking: Booking, t: TFunction<'booking'>): string {
  if (booking.type === 'maintenance') return t('types.maintenance');
  const pilot = booking.pilot?.name ?? t('booked');
  return booking.instructor ? `${pilot} · ${t('withInstructor', { name: booking.instructor.name })}` : pilot;
}

/** The block's class names: own bookings, standby and maintenance stand out, training types get a marker. */
export function bookingClasses(booking: Booking): string {
  return ['bk', booking.type, booking.status === 'standby' ? 'standby' : '', booking.is_own ? 'own' : ''].join(' ');
}

/** A block's visible text: "10:00–12:00 Jonas Pilot". */
export function bookingText(booking: Booking, zone: string, t: TFunction<'booking'>): string {
  return `${formatSpan(new Date(booking.starts_at), new Date(booking.ends_at), zone)} ${bookingTitle(booking, t)}`;
}

/**
 * Everything a screen reader (and the tooltip) needs to know about one booking. It starts with the
 * text the block shows (`lead`), so what people see is what they can say to voice control.
 */
export function bookingLabel(
  booking: Booking,
  zone: string,
  t: TFunction<'booking'>,
  registration: string | undefined,
  lead = bookingText(booking, zone, t),
): string {
  const day = zoneFormat(zone, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(booking.starts_at));
  const parts = [
    lead,
    lead.includes(registration ?? '') ? '' : registration,
    day,
    t(`types.${booking.type}`),
    booking.status === 'standby' ? t('statuses.standby') : '',
    booking.destination ? t('toDestination', { destination: booking.destination }) : '',
    booking.is_own ? t('ownBooking') : '',
  ];
  return parts.filter(Boolean).join(', ');
}
