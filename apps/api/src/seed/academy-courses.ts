import type { Grade } from '@portal/contracts';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import {
  academyAttendance,
  academyBookingLessons,
  academyCourses,
  academyEnrolments,
  academyRecords,
  academyTheorySessions,
  bookings,
  companies,
  flights,
  memberships,
  users,
} from '../db/schema';
import { addDays, todayIn } from '../lib/dates';
import { createProgramme, createRecord, latestPublished, publishDraft, versionTree } from '../modules/academy';
import { pplProgramme } from './academy-programme';
import type { SeedContext } from './index';

const DAY_MS = 86_400_000;

const COMMENTS: Record<Grade, string> = {
  '1': 'Deutlich unter dem Stand, ausführlich nachbesprechen.',
  '2': 'Noch unsicher, in der nächsten Stunde wiederholen.',
  '3': 'Sicher geflogen, kleine Abweichungen selbst korrigiert.',
  '4': 'Gut: sauber und vorausschauend.',
  '5': 'Sehr gut, ohne Hilfe des Fluglehrers.',
  not_yet: '',
  satisfactory: '',
  proficient: '',
};

async function memberIds(tx: Transaction, companyId: number, emails: string[]) {
  const rows = await tx
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), inArray(users.email, emails)));
  return (email: string) => {
    const found = rows.find((row) => row.email === email);
    if (!found) throw new Error(`${email} is not a member`);
    return found.id;
  };
}

async function publishedProgramme(tx: Transaction, companyId: number, now: Date) {
  const programme = await createProgramme(tx, companyId, pplProgramme());
  await publishDraft(tx, programme, new Date(now.getTime() - 400 * DAY_MS));
  const version = await latestPublished(tx, programme.id);
  if (!version) throw new Error('demo programme not published');
  return versionTree(tx, version.id);
}

/**
 * The club's PPL(A) course: Lena Schüler (student@demo.aero) with Thomas Fluglehrer about half-way,
 * her latest training flights graded and signed (the newest waits for her signature), her next
 * bookings naming the next lesson, theory sessions with attendance; two more students enrolled.
 * The school runs a course of its own, starting next month.
 */
export async function seedAcademyCourses(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  const [school] = await tx.select().from(companies).where(eq(companies.kind, 'school')).limit(1);
  if (!club || !school) throw new Error('the demo companies must be seeded before the academy');
  const today = todayIn(club.timezone, now);
  const member = await memberIds(tx, club.id, [
    'student@demo.aero',
    'instructor@demo.aero',
    'stefan.kraemer@demo.aero',
    'max.bauer@demo.aero',
    'julia.hoffmann@demo.aero',
  ]);
  const lena = member('student@demo.aero');
  const thomas = member('instructor@demo.aero');

  const tree = await publishedProgramme(tx, club.id, now);
  const lessons = tree.phases.flatMap((phase) => phase.lessons);
  const lessonFlights = await tx
    .select()
    .from(flights)
    .where(
      and(
        eq(flights.companyId, club.id),
        eq(flights.pilotMembershipId, lena),
        inArray(flights.flightType, ['training', 'checkout']),
        lt(flights.onBlockAt, now),
      ),
    )
    .orderBy(asc(flights.offBlockAt));
  const first = lessonFlights[0];
  const startsOn = first ? todayIn(club.timezone, first.offBlockAt) : addDays(today, -90);
  const elapsed = Math.max(30, Math.round((Date.parse(today) - Date.parse(startsOn)) / DAY_MS));

  const [course] = await tx
    .insert(academyCourses)
    .values({
      companyId: club.id,
      programmeVersionId: tree.id,
      name: `PPL(A) ${startsOn.slice(0, 4)}/1`,
      description: 'Vereinsausbildung zur Privatpilotenlizenz an Wochenenden und Abenden.',
      startsOn,
      endsOn: addDays(startsOn, 2 * elapsed + 30),
    })
    .returning();
  if (!course) throw new Error('demo course not created');
  const [enrolment, max, julia] = await tx
    .insert(academyEnrolments)
    .values([
      {
        companyId: club.id,
        courseId: course.id,
        membershipId: lena,
        instructorMembershipId: thomas,
        startsOn,
        plannedEndOn: addDays(startsOn, 2 * elapsed),
      },
      {
        companyId: club.id,
        courseId: course.id,
        membershipId: member('max.bauer@demo.aero'),
        instructorMembershipId: thomas,
        startsOn: addDays(today, -20),
        plannedEndOn: addDays(today, 300),
      },
      {
        companyId: club.id,
        courseId: course.id,
        membershipId: member('julia.hoffmann@demo.aero'),
        instructorMembershipId: member('stefan.kraemer@demo.aero'),
        startsOn: addDays(today, -45),
        plannedEndOn: addDays(today, 250),
      },
    ])
    .returning();
  if (!enrolment || !max || !julia) throw new Error('demo enrolments not created');

  // Lena's flights in order, since her first lesson: a dual flight flies the next dual lesson not yet
  // done, a solo flight the next solo lesson. Two records in five leave an exercise at 2, so that
  // lesson is flown again: about half the programme in her twenty-odd hours.
  const done = new Set<number>();
  const recorded: { id: number; signedAt: Date }[] = [];
  let count = 0;
  for (const flight of lessonFlights) {
    const solo = flight.instructorMembershipId === null;
    const lesson = lessons.find((l) => !done.has(l.id) && l.kind === (solo ? 'solo' : 'dual'));
    if (!lesson) continue;
    const weak = count % 5 === 1 || count % 5 === 3;
    const grades = lesson.exercises.map((exercise, index) => {
      const grade: Grade = weak && index === 0 ? '2' : ((['3', '4', '4', '5'] as const)[(count + index) % 4] ?? '4');
      return { exercise_id: exercise.id, grade, comment: COMMENTS[grade] };
    });
    const id = await createRecord(
      tx,
      { ...enrolment, programmeVersionId: tree.id },
      thomas,
      {
        flight_id: flight.id,
        lesson_id: lesson.id,
        grades,
        remarks: weak ? 'Nächste Stunde: gleiche Übungen noch einmal.' : '',
        corrects_record_id: null,
      },
      'numeric',
      new Date(flight.onBlockAt.getTime() + 30 * 60_000),
    );
    recorded.push({ id, signedAt: new Date(Math.min(flight.onBlockAt.getTime() + 6 * 3_600_000, now.getTime())) });
    if (!weak) done.add(lesson.id);
    count++;
  }
  // She acknowledged each record the evening after (which locks it); the newest still waits for her.
  for (const { id, signedAt } of recorded.slice(0, -1)) {
    await tx.update(academyRecords).set({ studentSignedAt: signedAt }).where(eq(academyRecords.id, id));
  }

  // Her coming training bookings name the next lesson of each kind.
  const nextDual = lessons.find((lesson) => !done.has(lesson.id) && lesson.kind === 'dual');
  const upcoming = await tx
    .select({ id: bookings.id, instructor: bookings.instructorMembershipId })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, club.id),
        eq(bookings.membershipId, lena),
        eq(bookings.type, 'training'),
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  if (nextDual && upcoming.length) {
    await tx.insert(academyBookingLessons).values(
      upcoming.map((booking) => ({
        bookingId: booking.id,
        companyId: club.id,
        enrolmentId: enrolment.id,
        lessonId: nextDual.id,
      })),
    );
  }

  // Theory evenings: three past ones with attendance, one next week.
  const evening = (day: string) => new Date(`${day}T17:00:00Z`);
  const sessions = await tx
    .insert(academyTheorySessions)
    .values(
      (
        [
          [10, 'Luftrecht: Luftraumstruktur und Sichtflugregeln', -21],
          [50, 'Meteorologie: Fronten und Wolken', -14],
          [60, 'Navigation: Karte, Kurs und Windeinfluss', -7],
          [80, 'Aerodynamik: Auftrieb und Überziehen', 7],
        ] as const
      ).map(([subject, topic, offset]) => ({
        companyId: club.id,
        courseId: course.id,
        subject,
        topic,
        startsAt: evening(addDays(today, offset)),
        endsAt: new Date(evening(addDays(today, offset)).getTime() + 2 * 3_600_000),
        instructorMembershipId: subject === 60 ? member('stefan.kraemer@demo.aero') : thomas,
        location: 'Vereinsheim, Schulungsraum',
      })),
    )
    .returning({ id: academyTheorySessions.id, startsAt: academyTheorySessions.startsAt });
  const attendance = sessions
    .filter((session) => session.startsAt < now)
    .flatMap((session, index) =>
      [enrolment, max, julia].map((row, who) => ({
        companyId: club.id,
        sessionId: session.id,
        enrolmentId: row.id,
        present: !(who === 1 && index === 1),
        note: who === 1 && index === 1 ? 'Entschuldigt (Dienstreise)' : '',
      })),
    );
  if (attendance.length) await tx.insert(academyAttendance).values(attendance);

  // The school's own programme and its next course.
  const schoolTree = await publishedProgramme(tx, school.id, now);
  await tx.insert(academyCourses).values({
    companyId: school.id,
    programmeVersionId: schoolTree.id,
    name: 'PPL(A) Intensivkurs',
    description: 'Vollzeitkurs über sechs Monate am Flughafen Friedrichshafen.',
    startsOn: addDays(todayIn(school.timezone, now), 30),
    endsOn: addDays(todayIn(school.timezone, now), 210),
  });
}
