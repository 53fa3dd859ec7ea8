import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import {
  clubEvents,
  companies,
  eventRegistrations,
  mailingRecipients,
  mailings,
  mailOutbox,
  memberships,
  users,
  workHours,
} from '../db/schema';
import type { SeedContext } from './index';
import { atLocalTime } from './local-time';

const DAY_MS = 86_400_000;
const HOUR = 60;

/** The zone's calendar day `days` from `now`, as YYYY-MM-DD. */
function dayFrom(now: Date, days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now.getTime() + days * DAY_MS),
  );
}

/**
 * The club's life besides flying: a work day three weeks ago (with the hours members logged for it,
 * mostly approved), the next work day, a theory evening for the students that is full with a waiting
 * list, and the general assembly; a quota of 10 work hours a year; and last month's member mail
 * about the spring clean-up, delivered.
 */
export async function seedClubLife(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club'));
  if (!club) return;
  const zone = club.timezone;
  await tx
    .update(companies)
    .set({ settings: sql`${companies.settings} || '{"work_hours": {"yearly_quota_minutes": 600}}'::jsonb` })
    .where(eq(companies.id, club.id));
  const members = await tx
    .select({ id: memberships.id, userId: memberships.userId, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, club.id), eq(memberships.status, 'approved')));
  const member = (email: string) => members.find((m) => m.email === email)?.id as number;
  const at = (days: number, minutes: number) => atLocalTime(dayFrom(now, days, zone), minutes, zone);

  const [pastWorkDay, workDay, theory, assembly] = await tx
    .insert(clubEvents)
    .values([
      {
        companyId: club.id,
        title: 'Arbeitseinsatz Frühjahrsputz',
        description: 'Hallen aufräumen, Rasen mähen, Flugzeuge waschen. Für Mittagessen ist gesorgt.',
        place: 'Flugplatz, Halle 1',
        startsAt: at(-21, 9 * HOUR),
        endsAt: at(-21, 16 * HOUR),
        capacity: 15,
      },
      {
        companyId: club.id,
        title: 'Arbeitseinsatz Herbst',
        description: 'Winterfest machen: Hallentore abdichten, Pistenmarkierungen einholen, Werkstatt aufräumen.',
        place: 'Flugplatz, Halle 1',
        startsAt: at(9, 9 * HOUR),
        endsAt: at(9, 16 * HOUR),
        capacity: 12,
        registrationDeadline: at(7, 20 * HOUR),
      },
      {
        companyId: club.id,
        title: 'Theorieabend Meteorologie',
        description: 'Fronten, Gewitter und die Segelflugwetter-Auskunft. Mit Übungsfragen aus der Akademie.',
        place: 'Vereinsheim, Schulungsraum',
        startsAt: at(4, 19 * HOUR),
        endsAt: at(4, 21 * HOUR),
        capacity: 3,
        visibleToRoles: ['student', 'instructor'],
      },
      {
        companyId: club.id,
        title: 'Jahreshauptversammlung',
        description: 'Tagesordnung: Berichte des Vorstands, Kassenbericht, Entlastung, Wahlen, Verschiedenes.',
        place: 'Gasthaus Zum Adler, Nebenzimmer',
        startsAt: at(20, 19 * HOUR),
        endsAt: at(20, 22 * HOUR),
        registrationDeadline: at(18, 20 * HOUR),
      },
    ])
    .returning();
  if (!pastWorkDay || !workDay || !theory || !assembly) throw new Error('demo events were not created');

  const answers: (typeof eventRegistrations.$inferInsert)[] = [];
  const answer = (eventId: number, email: string, status: 'registered' | 'waiting' | 'declined', hoursAgo: number) =>
    answers.push({
      companyId: club.id,
      eventId,
      membershipId: member(email),
      status,
      queuedAt: new Date(now.getTime() - hoursAgo * 3600_000),
    });
  for (const [i, email] of ['admin@demo.aero', 'pilot@demo.aero', 'markus.wagner@demo.aero', 'crew@demo.aero'].entries())
    answer(pastWorkDay.id, email, 'registered', 700 - i);
  answer(workDay.id, 'admin@demo.aero', 'registered', 50);
  answer(workDay.id, 'markus.wagner@demo.aero', 'registered', 40);
  answer(workDay.id, 'katharina.schneider@demo.aero', 'declined', 30);
  answer(theory.id, 'instructor@demo.aero', 'registered', 72);
  answer(theory.id, 'max.bauer@demo.aero', 'registered', 48);
  answer(theory.id, 'julia.hoffmann@demo.aero', 'registered', 30);
  answer(theory.id, 'student@demo.aero', 'waiting', 20);
  answer(assembly.id, 'admin@demo.aero', 'registered', 24);
  answer(assembly.id, 'accounting@demo.aero', 'registered', 20);
  await tx.insert(eventRegistrations).values(answers);

  const [admin] = members.filter((m) => m.email === 'admin@demo.aero');
  const worked = dayFrom(now, -21, zone);
  const hours = (
    email: string,
    minutes: number,
    status: 'approved' | 'pending',
    extra: Partial<typeof workHours.$inferInsert> = {},
  ) => ({
    companyId: club.id,
    membershipId: member(email),
    eventId: pastWorkDay.id,
    workedOn: worked,
    minutes,
    status,
    ...(status === 'approved'
      ? { reviewedByUserId: admin?.userId ?? null, reviewedAt: new Date(now.getTime() - 18 * DAY_MS) }
      : {}),
    ...extra,
  });
  await tx
    .insert(workHours)
    .values([
      hours('admin@demo.aero', 420, 'approved'),
      hours('pilot@demo.aero', 360, 'approved'),
      hours('markus.wagner@demo.aero', 420, 'approved'),
      hours('crew@demo.aero', 240, 'pending'),
      hours('pilot@demo.aero', 150, 'pending', { eventId: null, task: 'Schleppseil erneuert', workedOn: dayFrom(now, -6, zone) }),
    ]);

  const sentAt = new Date(now.getTime() - 28 * DAY_MS);
  const [mailing] = await tx
    .insert(mailings)
    .values({
      companyId: club.id,
      subject: 'Arbeitseinsatz Frühjahrsputz',
      body: 'Liebe Mitglieder,\n\nam Samstag in drei Wochen machen wir den Flugplatz fit für die Saison. Bitte meldet euch im Portal unter Veranstaltungen an.\n\nViele Grüße\nKlaus Berger, 1. Vorsitzender',
      senderUserId: admin?.userId ?? null,
      senderName: 'Klaus Berger',
      sentAt,
    })
    .returning();
  if (!mailing) throw new Error('demo mailing was not created');
  const recipients = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      inArray(
        memberships.id,
        members.map((m) => m.id),
      ),
    );
  // Delivered a month ago: the outbox rows are sent, so no server sends them again.
  const mails = await tx
    .insert(mailOutbox)
    .values(
      recipients.map((r) => ({
        toAddress: r.email,
        subject: `${club.name}: ${mailing.subject}`,
        body: mailing.body,
        sentAt,
        createdAt: sentAt,
      })),
    )
    .returning({ id: mailOutbox.id, to: mailOutbox.toAddress });
  await tx.insert(mailingRecipients).values(
    recipients.map((r) => ({
      mailingId: mailing.id,
      companyId: club.id,
      membershipId: r.id,
      mailId: mails.find((m) => m.to === r.email)?.id ?? null,
    })),
  );
}
