import type { BusySpan } from '../booking';
import type { Occurrence } from './recurrence';

export interface CheckedOccurrence extends Occurrence {
  conflicts: BusySpan[];
}

/**
 * Each flight with the bookings and maintenance blocks it overlaps, in one sweep over both lists
 * sorted by start (a block may span many flights, so the ones still open are kept aside).
 */
export function withConflicts(occurrences: readonly Occurrence[], busy: readonly BusySpan[]): CheckedOccurrence[] {
  let next = 0;
  let open: BusySpan[] = [];
  return occurrences.map((occurrence) => {
    while (next < busy.length && (busy[next] as BusySpan).startsAt < occurrence.endsAt) open.push(busy[next++] as BusySpan);
    open = open.filter((span) => span.endsAt > occurrence.startsAt);
    return { ...occurrence, conflicts: open.filter((span) => span.startsAt < occurrence.endsAt) };
  });
}
