import { BOOKING_TYPES, type Booking, type BookingType } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { zoneFormat } from '../../../lib/dates/zone';

function memoize<K>(make: (key: K) => string): (key: K) => string {
  const cache = new Map<K, string>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** The block's class names: own bookings, standby and maintenance stand out, training types get a marker. */
export function bookingClasses(booking: Booking): string {
  return ['bk', booking.type, booking.status === 'standby' ? 'standby' : '', booking.is_own ? 'own' : ''].join(' ');
}

export type Describer = ReturnType<typeof describer>;

/**
 * Texts for many bookings in one zone: translations are looked up once and each instant is formatted
 * once, because a week of a busy club means thousands of labels in one render.
 */
export function describer(zone: string, t: TFunction<'booking'>) {
  const time = memoize((at: number) => zoneFormat(zone, { hour: '2-digit', minute: '2-digit' }).format(at));
  const day = memoize((at: number) => zoneFormat(zone, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(at));
  const types = Object.fromEntries(BOOKING_TYPES.map((type) => [type, t(`types.${type}`)])) as Record<BookingType, string>;
  const withInstructor = memoize((name: string) => t('withInstructor', { name }));
  const toDestination = memoize((destination: string) => t('toDestination', { destination }));
  const words = { booked: t('booked'), own: t('ownBooking'), standby: t('statuses.standby'), series: t('seriesFlight') };

  /** "10:00–12:00", with the end's day when the booking ends on another day. */
  const span = (booking: Booking) => {
    const start = Date.parse(booking.starts_at);
    const end = Date.parse(booking.ends_at);
    return `${time(start)}–${day(start) === day(end) ? time(end) : `${day(end)} ${time(end)}`}`;
  };
  /** Who a booking is for, as far as the user may see: the pilot (and instructor), a maintenance block, a flight of an operator's series (and its title), or just "booked". */
  const title = (booking: Booking) => {
    if (booking.type === 'maintenance') return types.maintenance;
    if (booking.recurring_flight_id) return booking.notes ? `${words.series} · ${booking.notes}` : words.series;
    const pilot = booking.pilot?.name ?? words.booked;
    return booking.instructor ? `${pilot} · ${withInstructor(booking.instructor.name)}` : pilot;
  };
  /** What a narrow block shows: the initials of who it is for ("JP", "W" for Wartung). */
  const initials = memoize((who: string) =>
    who
      .split(/[\s·]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join(''),
  );
  /** A block's full text: "10:00–12:00 Jonas Pilot". */
  const text = (booking: Booking) => `${span(booking)} ${title(booking)}`;
  /**
   * Everything a screen reader (and the tooltip) needs to know. It starts with the text the block
   * shows (`lead`), so what people see is what they can say to voice control.
   */
  const label = (booking: Booking, registration: string, lead = text(booking)) =>
    [
      lead,
      lead.includes(registration) ? '' : registration,
      day(Date.parse(booking.starts_at)),
      types[booking.type],
      booking.status === 'standby' ? words.standby : '',
      booking.destination ? toDestination(booking.destination) : '',
      booking.is_own ? words.own : '',
    ]
      .filter(Boolean)
      .join(', ');
  return {
    span,
    title,
    text,
    label,
    initials: (booking: Booking) =>
      initials(booking.type === 'maintenance' ? types.maintenance : (booking.pilot?.name ?? words.booked)),
    outsideHours: t('outsideHours'),
    day: (booking: Booking) => day(Date.parse(booking.starts_at)),
  };
}
