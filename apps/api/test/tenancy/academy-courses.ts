import { academyTheorySessions, bookings } from '../../src/db/schema';
import { buildMembership, buildUser } from '../factories';
import { buildCourse, buildEnrolment, buildProgramme, buildRecord, programmeDraft } from '../factories/academy-courses';
import { buildAirplane } from '../factories/fleet';
import { buildFlight } from '../factories/flights';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: (world: TenancyWorld) => Promise<{ url: string; body?: unknown }>): TenancyCase => ({
  scope: 'company',
  setup,
});
const self = (reason: string): TenancyCase => ({ scope: 'self', reason });

async function homeStudent(w: TenancyWorld) {
  const user = await buildUser(w.db);
  return buildMembership(w.db, w.homeCompanyId, user.id, { roles: ['student'] });
}

/** A home course with a student enrolled, the home admin as their instructor. */
async function homeEnrolment(w: TenancyWorld) {
  const built = await buildCourse(w.db, w.homeCompanyId);
  const student = await homeStudent(w);
  const enrolment = await buildEnrolment(w.db, built.course, student.id, { instructorMembershipId: w.homeMembership.id });
  return { ...built, student, enrolment };
}

/** A dual flight of the home student with the home admin as instructor. */
async function dualFlight(w: TenancyWorld, studentMembershipId: number) {
  const airplane = await buildAirplane(w.db, w.homeCompanyId);
  return buildFlight(
    w.db,
    { companyId: w.homeCompanyId, airplaneId: airplane.id, pilotMembershipId: studentMembershipId },
    { instructorMembershipId: w.homeMembership.id, flightType: 'training' },
  );
}

async function trainingBooking(w: TenancyWorld, studentMembershipId: number) {
  const airplane = await buildAirplane(w.db, w.homeCompanyId);
  const startsAt = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 24 * 3600_000);
  const [booking] = await w.db
    .insert(bookings)
    .values({
      companyId: w.homeCompanyId,
      airplaneId: airplane.id,
      membershipId: studentMembershipId,
      instructorMembershipId: w.homeMembership.id,
      type: 'training',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
    })
    .returning();
  if (!booking) throw new Error('booking not created');
  return booking;
}

async function homeSession(w: TenancyWorld) {
  const built = await homeEnrolment(w);
  const [session] = await w.db
    .insert(academyTheorySessions)
    .values({
      companyId: w.homeCompanyId,
      courseId: built.course.id,
      subject: 10,
      startsAt: new Date('2026-02-01T17:00:00Z'),
      endsAt: new Date('2026-02-01T19:00:00Z'),
    })
    .returning();
  if (!session) throw new Error('session not created');
  return { ...built, session };
}

/** The academy's courses: programmes, courses, enrolments, training records, booking lessons, theory sessions. */
export const academyCourseCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/programmes': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/programmes` })),
  'POST /api/companies/:company_id/programmes': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/programmes`,
    body: programmeDraft(),
  })),
  'GET /api/programmes/:id': home(async (w) => ({ url: `/api/programmes/${(await buildProgramme(w.db, w.homeCompanyId)).id}` })),
  'PUT /api/programmes/:id/draft': home(async (w) => ({
    url: `/api/programmes/${(await buildProgramme(w.db, w.homeCompanyId)).id}/draft`,
    body: programmeDraft({ name: 'PPL(A) Test v2' }),
  })),
  'POST /api/programmes/:id/publish': home(async (w) => ({
    url: `/api/programmes/${(await buildProgramme(w.db, w.homeCompanyId, { draft: true })).id}/publish`,
  })),
  'GET /api/companies/:company_id/courses': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/courses?paginate=false&permissions[course]=*`,
  })),
  'POST /api/companies/:company_id/courses': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/courses`,
    body: { name: 'PPL(A) 2026/2', programme_id: (await buildProgramme(w.db, w.homeCompanyId)).id, starts_on: '2026-04-01' },
  })),
  'GET /api/courses/:id': home(async (w) => ({ url: `/api/courses/${(await buildCourse(w.db, w.homeCompanyId)).course.id}` })),
  'PATCH /api/courses/:id': home(async (w) => ({
    url: `/api/courses/${(await buildCourse(w.db, w.homeCompanyId)).course.id}`,
    body: { name: 'PPL(A) 2026/1 Abend' },
  })),
  'DELETE /api/courses/:id': home(async (w) => ({ url: `/api/courses/${(await buildCourse(w.db, w.homeCompanyId)).course.id}` })),
  'GET /api/courses/:id/enrolments': home(async (w) => ({
    url: `/api/courses/${(await homeEnrolment(w)).course.id}/enrolments`,
  })),
  'POST /api/courses/:id/enrolments': home(async (w) => ({
    url: `/api/courses/${(await buildCourse(w.db, w.homeCompanyId)).course.id}/enrolments`,
    body: { membership_id: (await homeStudent(w)).id, instructor_membership_id: w.homeMembership.id, starts_on: '2026-01-15' },
  })),
  'GET /api/enrolments/:id': home(async (w) => ({ url: `/api/enrolments/${(await homeEnrolment(w)).enrolment.id}` })),
  'PATCH /api/enrolments/:id': home(async (w) => ({
    url: `/api/enrolments/${(await homeEnrolment(w)).enrolment.id}`,
    body: { planned_end_on: '2026-12-31' },
  })),
  'GET /api/user/enrolments': self('the caller’s own enrolments, as student or as assigned instructor'),
  'GET /api/user/training-today': self('the training bookings whose instructor is the caller'),
  'GET /api/enrolments/:id/progress': home(async (w) => ({
    url: `/api/enrolments/${(await homeEnrolment(w)).enrolment.id}/progress`,
  })),
  'GET /api/enrolments/:id/records': home(async (w) => ({
    url: `/api/enrolments/${(await homeEnrolment(w)).enrolment.id}/records`,
  })),
  'GET /api/enrolments/:id/flights': home(async (w) => ({
    url: `/api/enrolments/${(await homeEnrolment(w)).enrolment.id}/flights`,
  })),
  'POST /api/enrolments/:id/records': home(async (w) => {
    const { enrolment, student, lessons } = await homeEnrolment(w);
    const lesson = lessons[0];
    if (!lesson) throw new Error('no lesson');
    const flight = await dualFlight(w, student.id);
    return {
      url: `/api/enrolments/${enrolment.id}/records`,
      body: {
        flight_id: flight.id,
        lesson_id: lesson.id,
        grades: lesson.exercises.map((exercise) => ({ exercise_id: exercise.id, grade: '4', comment: '' })),
      },
    };
  }),
  'POST /api/records/:id/sign': home(async (w) => {
    const { enrolment, student, lessons } = await homeEnrolment(w);
    const lesson = lessons[0];
    if (!lesson) throw new Error('no lesson');
    const flight = await dualFlight(w, student.id);
    const record = await buildRecord(w.db, enrolment, {
      lessonId: lesson.id,
      flightId: flight.id,
      instructorMembershipId: w.homeMembership.id,
      grades: lesson.exercises.map((exercise) => ({ exerciseId: exercise.id, grade: '3' as const })),
    });
    return { url: `/api/records/${record.id}/sign` };
  }),
  'GET /api/bookings/:id/lesson': home(async (w) => {
    const { student } = await homeEnrolment(w);
    return { url: `/api/bookings/${(await trainingBooking(w, student.id)).id}/lesson` };
  }),
  'PUT /api/bookings/:id/lesson': home(async (w) => {
    const { enrolment, student, lessons } = await homeEnrolment(w);
    const booking = await trainingBooking(w, student.id);
    return { url: `/api/bookings/${booking.id}/lesson`, body: { enrolment_id: enrolment.id, lesson_id: lessons[0]?.id } };
  }),
  'DELETE /api/bookings/:id/lesson': home(async (w) => {
    const { student } = await homeEnrolment(w);
    return { url: `/api/bookings/${(await trainingBooking(w, student.id)).id}/lesson` };
  }),
  'GET /api/courses/:id/sessions': home(async (w) => ({ url: `/api/courses/${(await homeSession(w)).course.id}/sessions` })),
  'POST /api/courses/:id/sessions': home(async (w) => ({
    url: `/api/courses/${(await buildCourse(w.db, w.homeCompanyId)).course.id}/sessions`,
    body: { subject: 50, topic: 'Wetterkarten', starts_at: '2026-02-03T17:00:00Z', ends_at: '2026-02-03T19:00:00Z' },
  })),
  'PUT /api/sessions/:id/attendance': home(async (w) => {
    const { session, enrolment } = await homeSession(w);
    return {
      url: `/api/sessions/${session.id}/attendance`,
      body: { attendance: [{ enrolment_id: enrolment.id, present: true }] },
    };
  }),
};
