import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Executor } from '../../db/client';
import { bookings, calendarFeeds, companies, memberships } from '../../db/schema';
import { randomToken, safeEqual } from '../../lib/tokens';
import { eventFeedEntries } from '../events';
import { findCompanyAirplane } from '../fleet';

const FEED_DAYS_BACK = 30;

const sign = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');

/** The user's feed token, made on first use. */
export async function feedToken(db: Executor, secret: string, userId: number): Promise<string> {
  const [existing] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const nonce = existing?.nonce ?? (await renewNonce(db, userId));
  return `${userId}-${sign(secret, userId, nonce)}`;
}

/** A new nonce: the old feed URL stops working. */
export async function renewNonce(db: Executor, userId: number): Promise<string> {
  const nonce = randomToken(16);
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, createdAt: new Date() } });
  return nonce;
}

/** The user a feed token belongs to, or undefined for a forged or outdated one. */
export async function feedOwner(db: Executor, secret: string, token: string): Promise<number | undefined> {
  const match = /^(\d+)-([\w-]+)$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return feed && safeEqual(match[2] ?? '', sign(secret, userId, feed.nonce)) ? userId : undefined;
}

/** The user's bookings (as pilot or instructor) and club events they answered yes to, from a month back on, as an iCalendar document. */
export async function renderFeed(db: Executor, userId: number, name: string): Promise<string> {
  const own = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, userId));
  const ids = own.map((m) => m.id);
  const calendar = ical({ name: `Flugportal – ${name}`, prodId: { company: 'Flugportal', product: 'Buchungen' } });
  if (ids.length === 0) return calendar.toString();
  const since = new Date(Date.now() - FEED_DAYS_BACK * 24 * 3600_000);
  const rows = await db
    .select({ booking: bookings, company: companies.name })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(ne(bookings.status, 'cancelled'), gt(bookings.endsAt, since), inArray(bookings.membershipId, ids)))
    .orderBy(bookings.startsAt);
  const teaching = await db
    .select({ booking: bookings, company: companies.name })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .where(and(ne(bookings.status, 'cancelled'), gt(bookings.endsAt, since), inArray(bookings.instructorMembershipId, ids)));
  for (const { booking, company } of [...rows, ...teaching]) {
    const airplane = await findCompanyAirplane(db, booking.companyId, booking.airplaneId);
    calendar.createEvent({
      id: `booking-${booking.id}@flugportal`,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: `${airplane?.registration ?? ''} ${booking.status === 'standby' ? '(Standby)' : ''}`.trim(),
      description: [company, booking.destination, booking.notes].filter(Boolean).join('\n'),
      location: booking.destination ?? undefined,
    });
  }
  for (const entry of await eventFeedEntries(db, ids, since)) calendar.createEvent(entry);
  return calendar.toString();
}
