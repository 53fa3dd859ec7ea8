import type { BookingLessonInput } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { academyBookingLessons, academyEnrolments, academyLessons, airplanes, bookings, companies } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { ListedEnrolment } from './enrolments';

export type BookingRow = typeof bookings.$inferSelect;

export async function findBooking(db: Executor, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** A training booking of the enrolment's student names one lesson of the student's course; naming another replaces it. */
export async function setBookingLesson(
  db: Executor,
  booking: BookingRow,
  enrolment: ListedEnrolment,
  input: BookingLessonInput,
): Promise<{ id: number; code: string; title: string; kind: 'dual' | 'solo' }> {
  if (booking.type !== 'training' || booking.membershipId !== enrolment.membershipId || booking.companyId !== enrolment.companyId)
    throw invalid('enrolment_id', academyMessages.notTrainingBooking);
  const [lesson] = await db
    .select({ id: academyLessons.id, code: academyLessons.code, title: academyLessons.title, kind: academyLessons.kind })
    .from(academyLessons)
    .where(and(eq(academyLessons.id, input.lesson_id), eq(academyLessons.versionId, enrolment.programmeVersionId)));
  if (!lesson) throw invalid('lesson_id', academyMessages.lessonNotInCourse);
  await db
    .insert(academyBookingLessons)
    .values({ bookingId: booking.id, companyId: booking.companyId, enrolmentId: enrolment.id, lessonId: lesson.id })
    .onConflictDoUpdate({
      target: academyBookingLessons.bookingId,
      set: { enrolmentId: enrolment.id, lessonId: lesson.id },
    });
  return lesson;
}

export async function clearBookingLesson(db: Executor, bookingId: number): Promise<void> {
  await db.delete(academyBookingLessons).where(eq(academyBookingLessons.bookingId, bookingId));
}

/** The lesson a booking names, if any. */
export async function bookingLessonOf(db: Executor, bookingId: number) {
  const [row] = await db
    .select({
      enrolmentId: academyBookingLessons.enrolmentId,
      lesson: { id: academyLessons.id, code: academyLessons.code, title: academyLessons.title, kind: academyLessons.kind },
    })
    .from(academyBookingLessons)
    .innerJoin(academyLessons, eq(academyLessons.id, academyBookingLessons.lessonId))
    .where(eq(academyBookingLessons.bookingId, bookingId));
  return row;
}

/**
 * The training bookings that day (each company's own calendar day; today by `at` when no day is
 * given) whose instructor is one of these memberships, with the lesson each names.
 */
export async function trainingBookingsOn(db: Executor, instructorMembershipIds: number[], day: string | undefined, at: Date) {
  if (instructorMembershipIds.length === 0) return [];
  const localDay = day ? sql`${day}::date` : sql`(${at.toISOString()}::timestamptz at time zone ${companies.timezone})::date`;
  return db
    .select({
      id: bookings.id,
      companyId: bookings.companyId,
      membershipId: bookings.membershipId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      registration: airplanes.registration,
      lesson: { id: academyLessons.id, code: academyLessons.code, title: academyLessons.title, kind: academyLessons.kind },
      enrolmentId: academyBookingLessons.enrolmentId,
    })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .innerJoin(airplanes, eq(airplanes.id, bookings.airplaneId))
    .leftJoin(academyBookingLessons, eq(academyBookingLessons.bookingId, bookings.id))
    .leftJoin(academyLessons, eq(academyLessons.id, academyBookingLessons.lessonId))
    .where(
      and(
        inArray(bookings.instructorMembershipId, instructorMembershipIds),
        eq(bookings.type, 'training'),
        ne(bookings.status, 'cancelled'),
        sql`(${bookings.startsAt} at time zone ${companies.timezone})::date = ${localDay}`,
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/** The active enrolments of these students (for the instructor's day). */
export async function activeEnrolmentIdsOf(db: Executor, membershipIds: number[]) {
  if (membershipIds.length === 0) return [];
  return db
    .select({ id: academyEnrolments.id, membershipId: academyEnrolments.membershipId })
    .from(academyEnrolments)
    .where(and(inArray(academyEnrolments.membershipId, membershipIds), eq(academyEnrolments.status, 'active')))
    .orderBy(asc(academyEnrolments.id));
}
