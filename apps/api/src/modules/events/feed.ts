import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubEvents, companies, eventRegistrations } from '../../db/schema';

/** One entry of the personal calendar feed. */
export interface FeedEntry {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
}

/**
 * The events the given memberships are registered or waiting for, ending after `since`, as entries of
 * the personal calendar feed (booking's feed adds them, so one URL holds flights and club events).
 */
export async function eventFeedEntries(db: Executor, membershipIds: number[], since: Date): Promise<FeedEntry[]> {
  if (membershipIds.length === 0) return [];
  const rows = await db
    .select({ event: clubEvents, status: eventRegistrations.status, company: companies.name })
    .from(eventRegistrations)
    .innerJoin(clubEvents, eq(clubEvents.id, eventRegistrations.eventId))
    .innerJoin(companies, eq(companies.id, clubEvents.companyId))
    .where(
      and(
        inArray(eventRegistrations.membershipId, membershipIds),
        ne(eventRegistrations.status, 'declined'),
        gt(clubEvents.endsAt, since),
      ),
    );
  return rows.map(({ event, status, company }) => ({
    id: `event-${event.id}@flugportal`,
    start: event.startsAt,
    end: event.endsAt,
    summary: status === 'waiting' ? `${event.title} (Warteliste)` : event.title,
    description: [company, event.description].filter(Boolean).join('\n'),
    ...(event.place ? { location: event.place } : {}),
  }));
}
