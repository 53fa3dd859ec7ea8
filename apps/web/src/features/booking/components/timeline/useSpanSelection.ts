import { type PointerEvent, useRef, useState } from 'react';
import { type CalendarWindow, timeAt } from '../../lib/calendarWindow';

const MINUTE = 60_000;

export interface Span {
  start: Date;
  end: Date;
}

/**
 * Drag across a track to select a span, snapped to `snapMinutes` from the day's opening; a click
 * without dragging selects `clickMinutes` from the slot clicked. Bookings inside the track are left
 * to their own click.
 */
export function useSpanSelection(
  window: CalendarWindow,
  snapMinutes: number,
  clickMinutes: number,
  onSelect: (span: Span) => void,
) {
  const [span, setSpan] = useState<{ from: number; to: number } | null>(null);
  const origin = useRef<number | null>(null);
  const snap = snapMinutes * MINUTE;
  const last = window.open.at(-1)?.end.getTime() ?? window.end.getTime();

  const pointedTime = (event: PointerEvent<HTMLElement>, round: (x: number) => number) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const { time, day } = timeAt(window, (event.clientX - rect.left) / rect.width);
    const opening = day.start.getTime();
    return opening + round((time - opening) / snap) * snap;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('[data-booking-id]')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const from = Math.min(pointedTime(event, Math.floor), last - snap);
    origin.current = from;
    setSpan({ from, to: from + snap });
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = origin.current;
    if (from === null) return;
    const ahead = pointedTime(event, Math.ceil);
    setSpan(ahead > from ? { from, to: ahead } : { from: pointedTime(event, Math.floor), to: from + snap });
  };

  const finish = (commit: boolean) => {
    const selected = span;
    origin.current = null;
    setSpan(null);
    if (!commit || !selected) return;
    const to = selected.to - selected.from <= snap ? Math.min(selected.from + clickMinutes * MINUTE, last) : selected.to;
    onSelect({ start: new Date(selected.from), end: new Date(to) });
  };

  return {
    selection: span,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: () => finish(true),
      onPointerCancel: () => finish(false),
    },
  };
}
