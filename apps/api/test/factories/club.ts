import type { Role } from '@portal/contracts';
import type { Database } from '../../src/db/client';
import { clubEvents, mailingRecipients, mailings, workHours } from '../../src/db/schema';

const DAY = 24 * 3600_000;

/** An event of the company a week ahead (two hours long, open to every member unless `visibleToRoles`). */
export async function buildEvent(db: Database, companyId: number, overrides: Partial<typeof clubEvents.$inferInsert> = {}) {
  const startsAt = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 7 * DAY);
  const [row] = await db
    .insert(clubEvents)
    .values({
      companyId,
      title: 'Arbeitseinsatz am Flugplatz',
      place: 'Halle 2',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('event not built');
  return row;
}

/** The body of a new event, starting `daysAhead` days from now. */
export function eventInput(daysAhead = 7, overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + daysAhead * DAY);
  return {
    title: 'Theorieabend Meteorologie',
    place: 'Vereinsheim',
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
    ...overrides,
  };
}

export async function buildWorkHours(
  db: Database,
  companyId: number,
  membershipId: number,
  overrides: Partial<typeof workHours.$inferInsert> = {},
) {
  const [row] = await db
    .insert(workHours)
    .values({
      companyId,
      membershipId,
      task: 'Hallenputz',
      workedOn: new Date().toISOString().slice(0, 10),
      minutes: 120,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('work hours not built');
  return row;
}

/** A mailing already sent to the given memberships (no outbox rows: they read as queued). */
export async function buildMailing(db: Database, companyId: number, membershipIds: number[], roles: Role[] = []) {
  const [row] = await db
    .insert(mailings)
    .values({ companyId, subject: 'Frühjahrsputz', body: 'Wir treffen uns am Samstag.', roles, senderName: 'Vorstand' })
    .returning();
  if (!row) throw new Error('mailing not built');
  if (membershipIds.length)
    await db
      .insert(mailingRecipients)
      .values(membershipIds.map((membershipId) => ({ mailingId: row.id, companyId, membershipId })));
  return row;
}
