import type { Locale } from '@portal/contracts';
import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { sendMail } from '../mail';
import { notify } from '../notifications';
import type { EventRow } from './events';

export type EventNews = 'event.created' | 'event.moved_up' | 'event.cancelled';

const subjects: Record<EventNews, Record<Locale, string>> = {
  'event.created': { de: 'Neue Veranstaltung', en: 'New event', no: 'Nytt arrangement' },
  'event.moved_up': {
    de: 'Du bist nachgerückt',
    en: 'You moved up from the waiting list',
    no: 'Du har rykket opp fra ventelisten',
  },
  'event.cancelled': { de: 'Veranstaltung abgesagt', en: 'Event cancelled', no: 'Arrangement avlyst' },
};

const lines: Record<EventNews, Record<Locale, string>> = {
  'event.created': {
    de: 'Dein Verein lädt zu einer Veranstaltung ein. Melde dich im Portal an oder ab:',
    en: 'Your club invites you to an event. Register or decline in the portal:',
    no: 'Klubben din inviterer til et arrangement. Meld deg på eller av i portalen:',
  },
  'event.moved_up': {
    de: 'Ein Platz ist frei geworden: Du bist von der Warteliste nachgerückt und angemeldet für',
    en: 'A seat became free: you moved up from the waiting list and are registered for',
    no: 'En plass ble ledig: du har rykket opp fra ventelisten og er påmeldt til',
  },
  'event.cancelled': {
    de: 'Diese Veranstaltung wurde abgesagt:',
    en: 'This event was cancelled:',
    no: 'Dette arrangementet er avlyst:',
  },
};

const signature = { de: 'Dein Flugportal', en: 'Your flight portal', no: 'Din flyportal' } as const;
const formats = { de: 'de-DE', en: 'en-GB', no: 'nb-NO' } as const;

/** The event's time as the recipient reads it, in the company's zone. */
export function eventWhen(event: EventRow, locale: Locale, timeZone: string): string {
  const format = new Intl.DateTimeFormat(formats[locale], { timeZone, dateStyle: 'full', timeStyle: 'short' });
  return `${format.formatRange(event.startsAt, event.endsAt)} (${timeZone})`;
}

/** Tells the users in the app and, where they want mail (`notify_by_email`), by mail in their language. */
export async function tellMembers(
  db: Executor,
  event: EventRow,
  news: EventNews,
  userIds: number[],
  company: { name: string; timezone: string },
) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const recipients = await db.select().from(users).where(inArray(users.id, ids));
  await notify(
    db,
    recipients.map((user) => ({
      userId: user.id,
      companyId: event.companyId,
      kind: news,
      data: { event_id: event.id, company_id: event.companyId, title: event.title, starts_at: event.startsAt.toISOString() },
    })),
  );
  for (const user of recipients.filter((u) => u.notifyByEmail)) {
    const locale = user.locale as Locale;
    const place = event.place ? `\n${event.place}` : '';
    await sendMail(db, {
      to: user.email,
      subject: `${subjects[news][locale]}: ${event.title}`,
      body: `${lines[news][locale]}\n\n${event.title}\n${eventWhen(event, locale, company.timezone)}${place}\n${company.name}\n\n${signature[locale]}`,
    });
  }
}

/** The users of the approved members an event is meant for (everyone, or the named roles and the admins). */
export async function audienceOf(db: Executor, event: EventRow): Promise<number[]> {
  const roles = event.visibleToRoles;
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, event.companyId),
        eq(memberships.status, 'approved'),
        roles.length === 0 ? undefined : or(arrayOverlaps(memberships.roles, roles), sql`'admin' = any(${memberships.roles})`),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The users behind the given memberships. */
export async function usersOf(db: Executor, membershipIds: number[]): Promise<number[]> {
  if (membershipIds.length === 0) return [];
  const rows = await db.select({ userId: memberships.userId }).from(memberships).where(inArray(memberships.id, membershipIds));
  return rows.map((row) => row.userId);
}
