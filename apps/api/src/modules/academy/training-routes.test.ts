import type {
  Course,
  CourseDetail,
  Enrolment,
  Programme,
  ProgrammeDetail,
  Progress,
  TheorySession,
  TrainingFlight,
  TrainingRecord,
  TrainingToday,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildCourse, buildEnrolment, programmeDraft } from '../../../test/factories/academy-courses';
import { buildAirplane } from '../../../test/factories/fleet';
import { buildFlight } from '../../../test/factories/flights';
import { academyGrades, academyLessons, academyRecords, bookings, companies } from '../../db/schema';

const code = (response: { json(): unknown }) => (response.json() as { code: string }).code;
const fieldCodes = (response: { json(): unknown }) =>
  (response.json() as { error_codes: Record<string, { code: string }[]> }).error_codes;

describe('academy courses and training records', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let instructor: TestClient;
  let instructorId: number;
  let student: TestClient;
  let studentId: number;
  let otherStudent: TestClient;
  let otherStudentId: number;
  let plainMemberId: number;
  let built: Awaited<ReturnType<typeof buildCourse>>;
  let airplaneId: number;

  beforeAll(async () => {
    const boss = await buildMember(t.db, ['admin']);
    companyId = boss.company.id;
    admin = await signIn(t.app, boss.user.email);
    const teacher = await buildMember(t.db, ['instructor'], companyId);
    instructorId = teacher.membership.id;
    instructor = await signIn(t.app, teacher.user.email);
    const pupil = await buildMember(t.db, ['student'], companyId);
    studentId = pupil.membership.id;
    student = await signIn(t.app, pupil.user.email);
    const other = await buildMember(t.db, ['student'], companyId);
    otherStudentId = other.membership.id;
    otherStudent = await signIn(t.app, other.user.email);
    plainMemberId = (await buildMember(t.db, ['member'], companyId)).membership.id;
    built = await buildCourse(t.db, companyId);
    airplaneId = (await buildAirplane(t.db, companyId)).id;
  });

  const lesson = (index: number) => {
    const found = built.lessons[index];
    if (!found) throw new Error(`no lesson ${index}`);
    return found;
  };

  async function enrol(membershipId: number, body: Record<string, unknown> = {}) {
    return admin.post(`/api/courses/${built.course.id}/enrolments`, {
      membership_id: membershipId,
      instructor_membership_id: instructorId,
      starts_on: '2026-01-01',
      planned_end_on: '2026-12-31',
      ...body,
    });
  }

  let flightHours = 0;
  /** A flight of the pilot, with the instructor (dual) or alone (solo), a day apart from the last. */
  async function flight(pilot: number, withInstructor: number | null) {
    flightHours += 1;
    const offBlockAt = new Date(Date.UTC(2026, 0, 1) + flightHours * 86_400_000);
    return buildFlight(
      t.db,
      { companyId, airplaneId, pilotMembershipId: pilot },
      {
        instructorMembershipId: withInstructor,
        flightType: 'training',
        offBlockAt,
        takeoffAt: new Date(offBlockAt.getTime() + 600_000),
        landingAt: new Date(offBlockAt.getTime() + 3_600_000),
        onBlockAt: new Date(offBlockAt.getTime() + 4_200_000),
      },
    );
  }

  const gradesFor = (index: number, grade: string) =>
    lesson(index).exercises.map((exercise) => ({ exercise_id: exercise.id, grade, comment: 'ok' }));

  it('enrols only members with the student role, with an instructor who has the instructor role', async () => {
    const notStudent = await enrol(plainMemberId);
    expect(notStudent.statusCode).toBe(422);
    expect(fieldCodes(notStudent).membership_id?.[0]?.code).toBe('academy.not_student');
    const notInstructor = await enrol(studentId, { instructor_membership_id: plainMemberId });
    expect(fieldCodes(notInstructor).instructor_membership_id?.[0]?.code).toBe('academy.not_instructor');
    const backwards = await enrol(studentId, { planned_end_on: '2025-12-31' });
    expect(Object.keys(fieldCodes(backwards))).toEqual(['planned_end_on']);
    expect(
      (await instructor.post(`/api/courses/${built.course.id}/enrolments`, { membership_id: studentId, starts_on: '2026-01-01' }))
        .statusCode,
    ).toBe(403);

    const created = await enrol(studentId);
    expect(created.statusCode, created.body).toBe(201);
    const enrolment = json<{ data: Enrolment }>(created).data;
    expect(enrolment).toMatchObject({
      student: { membership_id: studentId },
      instructor: { membership_id: instructorId },
      lessons_done: 0,
      lessons_total: 3,
      next_lesson: { id: lesson(0).id, code: 'D1' },
      // A booking with an instructor proposes the next dual lesson, a solo booking the next solo one.
      next_lesson_by_kind: { dual: { code: 'D1' }, solo: { code: 'S1' } },
    });
    const twice = await enrol(studentId);
    expect(fieldCodes(twice).membership_id?.[0]?.code).toBe('academy.already_enrolled');
    expect((await enrol(otherStudentId, { instructor_membership_id: null })).statusCode).toBe(201);
  });

  it('records, signs and locks training; a student never sees another student’s grades', async () => {
    const enrolments = json<{ data: Enrolment[] }>(
      await admin.get(`/api/courses/${built.course.id}/enrolments?paginate=false`),
    ).data;
    const mine = enrolments.find((e) => e.student.membership_id === studentId) as Enrolment;
    const theirs = enrolments.find((e) => e.student.membership_id === otherStudentId) as Enrolment;

    // Dual lesson: the flight must be the student's with this instructor.
    const solo = await flight(studentId, null);
    const wrongFlight = await instructor.post(`/api/enrolments/${mine.id}/records`, {
      flight_id: solo.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, '4'),
    });
    expect(fieldCodes(wrongFlight).flight_id?.[0]?.code).toBe('academy.flight_mismatch');
    const dual = await flight(studentId, instructorId);
    const badScale = await instructor.post(`/api/enrolments/${mine.id}/records`, {
      flight_id: dual.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, 'proficient'),
    });
    expect(fieldCodes(badScale)['grades.0.grade']?.[0]?.code).toBe('academy.grade_scale');
    const foreignExercise = await instructor.post(`/api/enrolments/${mine.id}/records`, {
      flight_id: dual.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(1, '4'),
    });
    expect(fieldCodes(foreignExercise)['grades.0.exercise_id']?.[0]?.code).toBe('academy.exercise_not_in_lesson');
    // A student cannot record their own training.
    expect(
      (
        await student.post(`/api/enrolments/${mine.id}/records`, {
          flight_id: dual.id,
          lesson_id: lesson(0).id,
          grades: gradesFor(0, '4'),
        })
      ).statusCode,
    ).toBe(403);

    // A withdrawn training takes no new records.
    const withdrawn = await admin.patch(`/api/enrolments/${theirs.id}`, { status: 'withdrawn' });
    expect(json<{ data: Enrolment }>(withdrawn).data.status).toBe('withdrawn');
    const closed = await instructor.post(`/api/enrolments/${theirs.id}/records`, {
      flight_id: dual.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, '4'),
    });
    expect([closed.statusCode, code(closed)]).toEqual([409, 'academy.enrolment_closed']);
    await admin.patch(`/api/enrolments/${theirs.id}`, { status: 'active' });

    const created = await instructor.post(`/api/enrolments/${mine.id}/records`, {
      flight_id: dual.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, '4'),
      remarks: 'Gute erste Stunde',
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = json<{ data: TrainingRecord }>(created).data;
    expect(record).toMatchObject({ locked: false, student_signed_at: null, permissions: { sign: false } });
    expect(record.instructor_signed_at).not.toBeNull();
    expect(record.grades.map((g) => g.grade)).toEqual(['4', '4']);

    // The instructor picks from the student's flights since the enrolment, dual and solo alike, newest first.
    // (Dated apart from the flights the progress below counts: before the enrolment, or another pilot's.)
    const early = (pilotMembershipId: number, day: number) =>
      buildFlight(
        t.db,
        { companyId, airplaneId, pilotMembershipId },
        {
          offBlockAt: new Date(Date.UTC(2025, 11, day, 9)),
          takeoffAt: new Date(Date.UTC(2025, 11, day, 9, 10)),
          landingAt: new Date(Date.UTC(2025, 11, day, 9, 50)),
          onBlockAt: new Date(Date.UTC(2025, 11, day, 10)),
        },
      );
    const before = await early(studentId, 20);
    const elsewhere = await early(otherStudentId, 21);
    const picked = json<{ data: TrainingFlight[] }>(
      await instructor.get(`/api/enrolments/${mine.id}/flights?paginate=false`),
    ).data;
    expect(picked.map((f) => f.id).slice(0, 2)).toEqual([dual.id, solo.id]);
    expect(picked.find((f) => f.id === solo.id)?.solo).toBe(true);
    expect(picked.find((f) => f.id === dual.id)).toMatchObject({ solo: false, block_minutes: 70 });
    expect(picked.some((f) => f.id === before.id || f.id === elsewhere.id)).toBe(false);
    expect((await otherStudent.get(`/api/enrolments/${mine.id}/flights`)).statusCode).toBe(403);
    expect((await student.get(`/api/enrolments/${mine.id}/flights`)).statusCode).toBe(200);

    // The other student sees neither this student's records nor progress, nor may sign.
    expect((await otherStudent.get(`/api/enrolments/${mine.id}/records`)).statusCode).toBe(403);
    expect((await otherStudent.get(`/api/enrolments/${mine.id}/progress`)).statusCode).toBe(403);
    expect((await otherStudent.post(`/api/records/${record.id}/sign`)).statusCode).toBe(403);
    const listedForOther = json<{ data: Enrolment[] }>(await otherStudent.get(`/api/courses/${built.course.id}/enrolments`)).data;
    expect(listedForOther.map((e) => e.id)).toEqual([theirs.id]);

    // The student sees and acknowledges it: now it is locked.
    const own = json<{ data: TrainingRecord[] }>(await student.get(`/api/enrolments/${mine.id}/records`)).data;
    expect(own.map((r) => [r.id, r.permissions.sign])).toEqual([[record.id, true]]);
    const signed = await student.post(`/api/records/${record.id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(json<{ data: TrainingRecord }>(signed).data.locked).toBe(true);
    const again = await student.post(`/api/records/${record.id}/sign`);
    expect([again.statusCode, code(again)]).toEqual([409, 'academy.already_signed']);

    // The database itself refuses any change to a locked record or its grades.
    await expect(
      t.db.update(academyRecords).set({ remarks: 'geändert' }).where(eq(academyRecords.id, record.id)),
    ).rejects.toThrow();
    await expect(t.db.update(academyGrades).set({ grade: '1' }).where(eq(academyGrades.recordId, record.id))).rejects.toThrow();
    await expect(t.db.delete(academyRecords).where(eq(academyRecords.id, record.id))).rejects.toThrow();

    // A correction is a new record naming it, and takes its place.
    const dual2 = await flight(studentId, instructorId);
    const correction = await instructor.post(`/api/enrolments/${mine.id}/records`, {
      flight_id: dual.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, '2'),
      corrects_record_id: record.id,
    });
    expect(correction.statusCode, correction.body).toBe(201);
    const twice = await instructor.post(`/api/enrolments/${mine.id}/records`, {
      flight_id: dual2.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, '2'),
      corrects_record_id: record.id,
    });
    expect(fieldCodes(twice).corrects_record_id?.[0]?.code).toBe('academy.correction_target');
    const corrected = json<{ data: TrainingRecord[] }>(await student.get(`/api/enrolments/${mine.id}/records`)).data;
    expect(corrected.find((r) => r.id === record.id)?.corrected_by_record_id).toBe(
      json<{ data: TrainingRecord }>(correction).data.id,
    );
  });

  it('reports progress: lessons done and next, latest grades, minima and pace', async () => {
    const mine = json<{ data: Enrolment[] }>(await student.get('/api/user/enrolments')).data;
    expect(mine).toHaveLength(1);
    const enrolment = mine[0] as Enrolment;
    expect(enrolment.my_role).toBe('student');
    // The correction graded lesson D1 at 2: not done yet.
    let progress = json<{ data: Progress }>(await student.get(`/api/enrolments/${enrolment.id}/progress`)).data;
    expect(progress.phases[0]?.lessons[0]).toMatchObject({ code: 'D1', status: 'in_progress', record_count: 1 });
    expect(progress.next_lesson?.code).toBe('D1');
    expect(progress.exercises.map((e) => [e.code, e.grade])).toEqual([
      ['1', '2'],
      ['4', '2'],
    ]);

    const dual = await flight(studentId, instructorId);
    const again = await instructor.post(`/api/enrolments/${enrolment.id}/records`, {
      flight_id: dual.id,
      lesson_id: lesson(0).id,
      grades: gradesFor(0, '5'),
    });
    expect(again.statusCode, again.body).toBe(201);
    progress = json<{ data: Progress }>(await instructor.get(`/api/enrolments/${enrolment.id}/progress`)).data;
    expect(progress.phases[0]?.lessons.map((l) => l.status)).toEqual(['done', 'not_started']);
    expect(progress.next_lesson).toMatchObject({ code: 'D2', exercises: [{ code: '12' }, { code: '13' }] });
    expect(progress.enrolment).toMatchObject({
      lessons_done: 1,
      lessons_total: 3,
      next_lesson_by_kind: { dual: { code: 'D2' }, solo: { code: 'S1' } },
    });
    expect(progress.minima.total.required_minutes).toBe(45 * 60);
    expect(progress.minima.long_cross_country.done).toBe(false);
    expect(progress.forecast).toMatchObject({ percent_done: 33, planned_end_on: '2026-12-31' });
    expect(progress.grading_scale).toBe('numeric');

    // The assigned instructor sees the student among their own enrolments.
    const taught = json<{ data: Enrolment[] }>(await instructor.get('/api/user/enrolments?role=instructor')).data;
    expect(taught.map((e) => [e.id, e.my_role])).toContainEqual([enrolment.id, 'instructor']);
  });

  it('grades on the company’s competency scale when it is set', async () => {
    await t.db
      .update(companies)
      .set({ settings: { academy: { grading_scale: 'competency' } } })
      .where(eq(companies.id, companyId));
    try {
      const enrolment = json<{ data: Enrolment[] }>(await student.get('/api/user/enrolments')).data[0] as Enrolment;
      const dual = await flight(studentId, instructorId);
      const numeric = await instructor.post(`/api/enrolments/${enrolment.id}/records`, {
        flight_id: dual.id,
        lesson_id: lesson(1).id,
        grades: gradesFor(1, '4'),
      });
      expect(fieldCodes(numeric)['grades.0.grade']?.[0]?.code).toBe('academy.grade_scale');
      const competent = await instructor.post(`/api/enrolments/${enrolment.id}/records`, {
        flight_id: dual.id,
        lesson_id: lesson(1).id,
        grades: gradesFor(1, 'satisfactory'),
      });
      expect(competent.statusCode, competent.body).toBe(201);
    } finally {
      await t.db.update(companies).set({ settings: {} }).where(eq(companies.id, companyId));
    }
  });

  it('versions programmes: a course keeps its version while the draft changes and is published', async () => {
    const created = await admin.post(`/api/companies/${companyId}/programmes`, programmeDraft({ name: 'LAPL(A)' }));
    expect(created.statusCode, created.body).toBe(201);
    const programme = json<{ data: ProgrammeDetail }>(created).data;
    expect(programme).toMatchObject({ published: null, draft: { number: 1, totals: { lessons: 3 } } });
    expect((await instructor.post(`/api/companies/${companyId}/programmes`, programmeDraft())).statusCode).toBe(403);
    // No course before a version is published.
    const early = await admin.post(`/api/companies/${companyId}/courses`, {
      name: 'LAPL 2026',
      programme_id: programme.id,
      starts_on: '2026-03-01',
    });
    expect(fieldCodes(early).programme_id?.[0]?.code).toBe('academy.no_published_version');
    expect((await admin.post(`/api/programmes/${programme.id}/publish`)).statusCode).toBe(200);
    expect(code(await admin.post(`/api/programmes/${programme.id}/publish`))).toBe('academy.no_draft');

    const course = json<{ data: CourseDetail }>(
      await admin.post(`/api/companies/${companyId}/courses`, {
        name: 'LAPL 2026',
        programme_id: programme.id,
        starts_on: '2026-03-01',
      }),
    ).data;
    expect(course.programme).toMatchObject({ id: programme.id, version_number: 1 });

    // Editing starts draft version 2; the course keeps version 1 until and after it is published.
    const draft = programmeDraft({ name: 'LAPL(A)' });
    draft.phases[0]?.lessons.push({
      code: 'D3',
      title: 'Langsamflug',
      kind: 'dual',
      description: '',
      briefing_minutes: 30,
      flight_minutes: 60,
      exercises: [{ code: '10a', title: 'Slow flight' }],
    });
    const edited = json<{ data: ProgrammeDetail }>(await admin.put(`/api/programmes/${programme.id}/draft`, draft)).data;
    expect(edited.draft).toMatchObject({ number: 2, totals: { lessons: 4 } });
    expect(edited.published).toMatchObject({ number: 1, totals: { lessons: 3 } });
    await admin.post(`/api/programmes/${programme.id}/publish`);
    // Each version counts the courses that follow it, not every course of the company.
    const programmes = json<{ data: Programme[] }>(await admin.get(`/api/companies/${companyId}/programmes?paginate=false`)).data;
    const counts = programmes.find((listed) => listed.id === programme.id)?.versions.map((v) => [v.number, v.course_count]);
    expect(counts).toEqual([
      [2, 0],
      [1, 1],
    ]);
    const after = json<{ data: CourseDetail }>(await admin.get(`/api/courses/${course.id}`)).data;
    expect(after.programme_version).toMatchObject({ number: 1, totals: { lessons: 3 } });
    const listed = json<{ data: Course[] }>(
      await admin.get(`/api/companies/${companyId}/courses?paginate=false&permissions[course]=*`),
    ).data;
    expect(listed.find((c) => c.id === course.id)?.permissions).toEqual({
      view: true,
      update: true,
      delete: true,
      enrol: true,
      teach: true,
    });

    // The database refuses a change to a published version's content.
    const v1Lesson = after.programme_version.phases[0]?.lessons[0]?.id as number;
    await expect(t.db.update(academyLessons).set({ title: 'anders' }).where(eq(academyLessons.id, v1Lesson))).rejects.toThrow();

    // Students see only the courses they are enrolled in.
    const forStudent = json<{ data: Course[] }>(await student.get(`/api/companies/${companyId}/courses?paginate=false`)).data;
    expect(forStudent.map((c) => c.id)).toEqual([built.course.id]);
    expect((await student.get(`/api/courses/${course.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/courses/${course.id}`)).statusCode).toBe(204);
  });

  it('names a training booking’s lesson and lists the instructor’s students of the day', async () => {
    const enrolment = json<{ data: Enrolment[] }>(await student.get('/api/user/enrolments')).data[0] as Enrolment;
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
    const [booking] = await t.db
      .insert(bookings)
      .values({
        companyId,
        airplaneId,
        membershipId: studentId,
        instructorMembershipId: instructorId,
        type: 'training',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
      })
      .returning();
    if (!booking) throw new Error('booking not created');
    expect(json<{ data: unknown }>(await student.get(`/api/bookings/${booking.id}/lesson`)).data).toBeNull();
    const named = await student.put(`/api/bookings/${booking.id}/lesson`, {
      enrolment_id: enrolment.id,
      lesson_id: lesson(1).id,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(
      (await otherStudent.put(`/api/bookings/${booking.id}/lesson`, { enrolment_id: enrolment.id, lesson_id: lesson(1).id }))
        .statusCode,
    ).toBe(403);
    const shown = await instructor.get(`/api/bookings/${booking.id}/lesson`);
    expect(json<{ data: unknown }>(shown).data).toMatchObject({ booking_id: booking.id, lesson: { code: 'D2' } });
    expect((await otherStudent.get(`/api/bookings/${booking.id}/lesson`)).statusCode).toBe(403);

    const day = startsAt.toISOString().slice(0, 10);
    const today = json<{ data: TrainingToday[] }>(await instructor.get(`/api/user/training-today?date=${day}`)).data;
    // The company's day is Berlin's; a booking late in the UTC evening may fall on the next day there.
    const all = [...today, ...json<{ data: TrainingToday[] }>(await instructor.get('/api/user/training-today')).data];
    const item = all.find((entry) => entry.enrolment.id === enrolment.id);
    expect(item?.bookings[0]).toMatchObject({ id: booking.id, lesson: { code: 'D2' } });
    expect(item?.last_record).not.toBeNull();
    // D2 was graded satisfactory on the competency scale: the solo comes next.
    expect(item?.next_lesson?.code).toBe('S1');
  });

  it('holds theory sessions per subject with attendance; a student sees only their own', async () => {
    const enrolments = json<{ data: Enrolment[] }>(await admin.get(`/api/courses/${built.course.id}/enrolments`)).data;
    const created = await instructor.post(`/api/courses/${built.course.id}/sessions`, {
      subject: 10,
      topic: 'Luftraumstruktur',
      starts_at: '2026-02-03T17:00:00Z',
      ends_at: '2026-02-03T19:00:00Z',
      instructor_membership_id: instructorId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = json<{ data: TheorySession }>(created).data;
    expect(
      (
        await student.post(`/api/courses/${built.course.id}/sessions`, {
          subject: 10,
          starts_at: '2026-02-03T17:00:00Z',
          ends_at: '2026-02-03T19:00:00Z',
        })
      ).statusCode,
    ).toBe(403);
    const marked = await instructor.put(`/api/sessions/${session.id}/attendance`, {
      attendance: enrolments.map((e, i) => ({ enrolment_id: e.id, present: i === 0 })),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json<{ data: TheorySession }>(marked).data.attendance).toHaveLength(2);
    const seen = json<{ data: TheorySession[] }>(await student.get(`/api/courses/${built.course.id}/sessions?subject=10`)).data;
    expect(seen[0]?.attendance.map((line) => line.student.membership_id)).toEqual([studentId]);
    expect(seen[0]?.permissions.attendance).toBe(false);
    // A course with sessions or records is not deleted.
    expect(code(await admin.delete(`/api/courses/${built.course.id}`))).toBe('academy.course_in_use');
  });
});

describe('enrolment across companies', () => {
  const t = useTestApp();

  it('refuses a student of another company', async () => {
    const boss = await buildMember(t.db, ['admin']);
    const admin = await signIn(t.app, boss.user.email);
    const { course } = await buildCourse(t.db, boss.company.id);
    const stranger = await buildMember(t.db, ['student']);
    const response = await admin.post(`/api/courses/${course.id}/enrolments`, {
      membership_id: stranger.membership.id,
      starts_on: '2026-01-01',
    });
    expect(fieldCodes(response).membership_id?.[0]?.code).toBe('academy.not_student');
    await expect(buildEnrolment(t.db, course, stranger.membership.id)).rejects.toThrow();
  });
});
