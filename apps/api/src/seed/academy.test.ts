import type { Attempt, Question, Questionnaire } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { companies } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedAcademy } from './academy';
import { demoQuestions } from './academy-questions';
import { seedIdentity } from './identity';

describe('demo academy', () => {
  const t = useTestApp();

  it('gives every subject at least 24 distinct questions, each with one correct answer among four', () => {
    const questions = demoQuestions();
    for (const subject of [10, 20, 30, 40, 50, 60, 70, 80, 90]) {
      const own = questions.filter((q) => q.subject === subject);
      expect(own.length).toBeGreaterThanOrEqual(24);
      for (const question of own)
        expect(question.learning_objective.slice(0, 2)).toBe(String(subject).padStart(3, '0').slice(0, 2));
    }
    expect(new Set(questions.map((q) => q.learning_objective)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
    for (const question of questions) {
      expect(question.answers).toHaveLength(4);
      expect(new Set(question.answers.map((a) => a.text)).size).toBe(4);
      expect(question.answers.filter((a) => a.correct)).toHaveLength(1);
    }
    expect(new Set(questions.map((q) => q.answers.findIndex((a) => a.correct))).size).toBe(4);
  });

  it('seeds both questionnaires, and the student’s passed mock exam with navigation as the weakest subject', async () => {
    await loadAirportFixture(t.db);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const context = { passwordHash, now: new Date() };
    await t.db.transaction(async (tx) => {
      await seedIdentity(tx, context);
      await seedAcademy(tx, context);
    });
    const student = await signIn(t.app, 'student@demo.aero', DEMO_PASSWORD);
    const club = await t.db.query.companies.findFirst({ where: eq(companies.kind, 'club') });
    const listed = json<{ data: Questionnaire[] }>(await student.get(`/api/companies/${club?.id}/questionnaires`)).data;
    expect(listed.map((q) => [q.title, q.question_count])).toEqual(
      expect.arrayContaining([
        ['Prüfungssimulation', 36],
        ['Übungstest', 10],
      ]),
    );
    const mock = listed.find((q) => q.title === 'Prüfungssimulation');
    expect(mock?.my_last_attempt).toMatchObject({ score_percent: 83, passed: true });
    const weakest = [...(mock?.my_last_attempt?.by_subject ?? [])].sort((a, b) => a.score_percent - b.score_percent)[0];
    expect(weakest).toMatchObject({ subject: 60, score_percent: 25 });
    const attempt = json<{ data: Attempt }>(await student.get(`/api/attempts/${mock?.my_last_attempt?.id}`)).data;
    expect(attempt.result?.wrong).toHaveLength(6);

    const instructor = await signIn(t.app, 'instructor@demo.aero', DEMO_PASSWORD);
    const bank = json<{ data: Question[] }>(await instructor.get(`/api/companies/${club?.id}/questions?paginate=false`)).data;
    const figured = bank.filter((question) => question.figure_url !== null);
    expect(figured.map((question) => question.learning_objective).sort()).toEqual(['031.02', '062.05', '081.01']);
    const figure = await instructor.get(figured[0]?.figure_url as string);
    expect([figure.statusCode, figure.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
