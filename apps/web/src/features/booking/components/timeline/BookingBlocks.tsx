import type { Booking } from '@portal/contracts';
import { memo } from 'react';
import { type CalendarView, type CalendarWindow, fraction, outsideHours } from '../../lib/calendarWindow';
import { bookingClasses, type Describer } from '../../lib/describe';

interface Props {
  bookings: Booking[];
  window: CalendarWindow;
  view: CalendarView;
  describe: Describer;
  registrations: Map<number, string>;
  /** The track's width in pixels: how much text a block has room for. */
  trackWidth: number;
  /** In an instructor's lane each block shows its aircraft. */
  showAircraft?: boolean;
}

/** Widths in pixels from which a block shows its short text, or just initials. */
const ROOM = { text: 72, initials: 16 };

/** A track's bookings as positioned buttons; their clicks and tooltips are handled by the track. */
export const BookingBlocks = memo(function BookingBlocks({
  bookings,
  window,
  view,
  describe,
  registrations,
  trackWidth,
  showAircraft,
}: Props) {
  return bookings.map((booking) => {
    const starts = Date.parse(booking.starts_at);
    const ends = Date.parse(booking.ends_at);
    const left = fraction(window, starts) * 100;
    const right = fraction(window, ends) * 100;
    // Outside the operating hours a booking is drawn at their edge, with a marker on the side cut off.
    const cut = `${outsideHours(window, starts) ? ' cut-start' : ''}${outsideHours(window, ends) ? ' cut-end' : ''}`;
    const registration = registrations.get(booking.airplane_id) ?? '';
    const full = describe.text(booking);
    const lead = showAircraft ? `${registration} · ${full}` : full;
    const label = describe.label(booking, registration, lead);
    // A week's blocks are narrow: the position tells the time, the text only who (or, in a lane, which aircraft).
    const short = showAircraft ? registration : describe.title(booking);
    const width = ((right - left) / 100) * trackWidth;
    const narrow = width < ROOM.text;
    const text = narrow ? '' : view === 'day' ? lead : short;
    // Initials are drawn by the stylesheet: the accessible name is the label, and an abbreviation inside it is no word of it.
    const initials = narrow && !cut && width >= ROOM.initials;
    return (
      <button
        key={booking.id}
        type="button"
        data-booking-id={booking.id}
        className={`${bookingClasses(booking)}${cut}${initials ? ' narrow' : ''}`}
        data-initials={initials ? (showAircraft ? registration.slice(-3) : describe.initials(booking)) : undefined}
        style={{ left: `${left}%`, width: `${right - left}%` }}
        aria-label={cut ? `${label}, ${describe.outsideHours}` : label}
      >
        {text}
      </button>
    );
  });
});
