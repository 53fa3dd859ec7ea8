import type { ClubEvent } from '@portal/contracts';
import { zoneFormat } from '../../../lib/dates/zone';

/** The event's time as people read it in the company's zone: "Sa., 14. März 2026, 09:00–16:00". */
export function eventWhen(event: Pick<ClubEvent, 'starts_at' | 'ends_at'>, zone: string): string {
  const format = zoneFormat(zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(new Date(event.starts_at), new Date(event.ends_at));
}

/** Seats taken of the capacity, or how many come when there is no limit. */
export const seats = (event: ClubEvent) =>
  event.capacity === null ? { taken: event.registered_count, of: null } : { taken: event.registered_count, of: event.capacity };
