import type { Booking } from '@portal/contracts';
import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import { type CalendarView, type CalendarWindow, fraction } from '../../lib/calendarWindow';
import type { Describer } from '../../lib/describe';
import { BookingBlocks } from './BookingBlocks';
import { type Span, useSpanSelection } from './useSpanSelection';

interface Props {
  label: ReactNode;
  /** Accessible name of the track, e.g. "D-EABC: drag to book". */
  trackLabel: string;
  bookings: Booking[];
  window: CalendarWindow;
  view: CalendarView;
  describe: Describer;
  onOpen: (booking: Booking) => void;
  /** Rows of aircraft take a dragged span; instructor lanes only show. */
  onSelect?: (span: Span) => void;
  registrations: Map<number, string>;
  trackWidth: number;
  showAircraft?: boolean;
}

const SNAP = { day: { snap: 15, click: 60 }, week: { snap: 60, click: 120 } };

/** One timeline row: its label, and a track with its bookings where a drag selects a span. */
export function TimelineRow({ label, trackLabel, bookings, onOpen, onSelect, ...shared }: Props) {
  const { window, view } = shared;
  const { selection, handlers } = useSpanSelection(window, SNAP[view].snap, SNAP[view].click, (span) => onSelect?.(span));
  const open = (event: MouseEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[data-booking-id]')?.dataset.bookingId;
    const booking = id && bookings.find((b) => b.id === Number(id));
    if (booking) onOpen(booking);
  };
  // The tooltip is the label, given on the first hover rather than rendered into a thousand blocks.
  const tooltip = (event: PointerEvent<HTMLElement>) => {
    const block = (event.target as HTMLElement).closest<HTMLElement>('[data-booking-id]');
    if (block && !block.title) block.title = block.getAttribute('aria-label') ?? '';
  };
  return (
    <div className="tl-row">
      <div className="tl-label">{label}</div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer drag is a shortcut; the "New booking" button is the keyboard way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only forwards a booking button's own click */}
      <div
        className={onSelect ? 'tl-track' : 'tl-track readonly'}
        data-track={trackLabel}
        onClick={open}
        onPointerOver={tooltip}
        {...(onSelect ? handlers : {})}
      >
        <BookingBlocks bookings={bookings} {...shared} />
        {selection && (
          <div
            className="tl-selection"
            style={{
              left: `${fraction(window, selection.from) * 100}%`,
              width: `${(fraction(window, selection.to) - fraction(window, selection.from)) * 100}%`,
            }}
          />
        )}
      </div>
    </div>
  );
}
