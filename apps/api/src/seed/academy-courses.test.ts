import type { Course, Enrolment, Progress, TheorySession, TrainingRecord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, SEED_TIMEOUT, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { companies } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedAcademyCourses } from './academy-courses';
import { pplProgramme } from './academy-programme';
import { seedFleet } from './fleet';
import { seedIdentity } from './identity';
import { seedLogbook } from './logbook';

describe('demo courses and training records', () => {
  const t = useTestApp();

  it('ships the EASA PPL(A) exercises 1–19 and the nine theory subjects', () => {
    const programme = pplProgramme();
    const codes = new Set(programme.phases.flatMap((p) => p.lessons.flatMap((l) => l.exercises.map((e) => e.code))));
    for (const code of ['1', '10a', '10b', '11', '12', '13', '14', '15', '16', '17', '18a', '18b', '18c', '19'])
      expect(codes).toContain(code);
    expect(programme.theory_subjects.map((s) => s.subject)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it(
    'enrols the student half-way with signed records of her training flights; the newest awaits her signature',
    async () => {
      await loadAirportFixture(t.db);
      const context = { passwordHash: await hashPassword(DEMO_PASSWORD), now: new Date() };
      await t.db.transaction(async (tx) => {
        await seedIdentity(tx, context);
        await seedFleet(tx, context);
        await seedLogbook(tx, context);
        await seedAcademyCourses(tx, context);
      });
      const club = await t.db.query.companies.findFirst({ where: eq(companies.kind, 'club') });
      const school = await t.db.query.companies.findFirst({ where: eq(companies.kind, 'school') });
      const student = await signIn(t.app, 'student@demo.aero', DEMO_PASSWORD);
      const instructor = await signIn(t.app, 'instructor@demo.aero', DEMO_PASSWORD);

      const [enrolment] = json<{ data: Enrolment[] }>(await student.get('/api/user/enrolments')).data;
      expect(enrolment).toMatchObject({ company_id: club?.id, instructor: { name: 'Thomas Fluglehrer' }, lessons_total: 24 });
      expect(enrolment?.lessons_done).toBeGreaterThanOrEqual(8);
      expect(enrolment?.lessons_done).toBeLessThanOrEqual(16);

      const records = json<{ data: TrainingRecord[] }>(
        await student.get(`/api/enrolments/${enrolment?.id}/records?paginate=false`),
      ).data;
      expect(records.length).toBeGreaterThanOrEqual(10);
      const [newest, ...older] = records;
      expect(newest).toMatchObject({ locked: false, student_signed_at: null, permissions: { sign: true } });
      expect(older.every((record) => record.locked)).toBe(true);
      expect(records.some((record) => record.grades.some((grade) => grade.grade === '2'))).toBe(true);

      const progress = json<{ data: Progress }>(await student.get(`/api/enrolments/${enrolment?.id}/progress`)).data;
      expect(progress.next_lesson).not.toBeNull();
      expect(progress.minima.dual.done_minutes).toBeGreaterThan(0);
      expect(progress.forecast.status).not.toBe('unplanned');

      const taught = json<{ data: Enrolment[] }>(await instructor.get('/api/user/enrolments?role=instructor')).data;
      expect(taught.map((e) => e.student.name).sort()).toEqual(['Lena Schüler', 'Maximilian Bauer']);
      const sessions = json<{ data: TheorySession[] }>(await student.get(`/api/courses/${enrolment?.course.id}/sessions`)).data;
      expect(sessions).toHaveLength(4);
      expect(sessions[0]?.attendance).toEqual([expect.objectContaining({ present: true })]);

      // Another student of the course sees her own enrolment only.
      const max = await signIn(t.app, 'max.bauer@demo.aero', DEMO_PASSWORD);
      expect((await max.get(`/api/enrolments/${enrolment?.id}/records`)).statusCode).toBe(403);

      const schoolAdmin = await signIn(t.app, 'admin@school.demo.aero', DEMO_PASSWORD);
      const schoolCourses = json<{ data: Course[] }>(
        await schoolAdmin.get(`/api/companies/${school?.id}/courses?paginate=false`),
      ).data;
      expect(schoolCourses.map((course) => course.name)).toEqual(['PPL(A) Intensivkurs']);
    },
    SEED_TIMEOUT,
  );
});
