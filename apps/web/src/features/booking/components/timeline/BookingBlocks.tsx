import type { Booking } from '@portal/contracts';
import { memo } from 'react';
import { type CalendarView, type CalendarWindow, fraction } from '../../lib/calendarWindow';
import { bookingClasses, type Describer } from '../../lib/describe';

interface Props {
  bookings: Booking[];
  window: CalendarWindow;
  view: CalendarView;
  describe: Describer;
  registrations: Map<number, string>;
  /** In an instructor's lane each block shows its aircraft. */
  showAircraft?: boolean;
}

/** Below this share of the window a block is too narrow to read; its text stays in the label. */
const MIN_TEXT_PERCENT = { day: 4, week: 3 };

/** A track's bookings as positioned buttons; their clicks and tooltips are handled by the track. */
export const BookingBlocks = memo(function BookingBlocks({
  bookings,
  window,
  view,
  describe,
  registrations,
  showAircraft,
}: Props) {
  return bookings.map((booking) => {
    const left = fraction(window, Date.parse(booking.starts_at)) * 100;
    const right = fraction(window, Date.parse(booking.ends_at)) * 100;
    const registration = registrations.get(booking.airplane_id) ?? '';
    const full = describe.text(booking);
    const lead = showAircraft ? `${registration} · ${full}` : full;
    const label = describe.label(booking, registration, lead);
    // A week's blocks are narrow: the position tells the time, the text only who (or, in a lane, which aircraft).
    const short = showAircraft ? registration : describe.title(booking);
    return (
      <button
        key={booking.id}
        type="button"
        data-booking-id={booking.id}
        className={bookingClasses(booking)}
        style={{ left: `${left}%`, width: `${right - left}%` }}
        aria-label={label}
      >
        {right - left < MIN_TEXT_PERCENT[view] ? '' : view === 'day' ? lead : short}
      </button>
    );
  });
});
