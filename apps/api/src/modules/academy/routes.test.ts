import type { Attempt, AttemptResult, Question, QuestionImportResult, Questionnaire } from '@portal/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildAttempt, buildQuestionnaire, buildQuestions, questionInput } from '../../../test/factories/academy';

const code = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe('academy routes', () => {
  const t = useTestApp();
  let companyId: number;
  let instructor: TestClient;
  let student: TestClient;
  let otherStudent: TestClient;

  beforeAll(async () => {
    const teacher = await buildMember(t.db, ['instructor']);
    companyId = teacher.company.id;
    instructor = await signIn(t.app, teacher.user.email);
    student = await signIn(t.app, (await buildMember(t.db, ['student'], companyId)).user.email);
    otherStudent = await signIn(t.app, (await buildMember(t.db, ['student'], companyId)).user.email);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A questionnaire of `count` questions of Air Law and Meteorology, alternating; the first answer is right. */
  async function questionnaire(count = 4, timeLimit = 15) {
    const questions = await buildQuestions(
      t.db,
      companyId,
      Array.from({ length: count }, (_, i) => questionInput(i % 2 ? 50 : 10)),
    );
    return buildQuestionnaire(t.db, companyId, { time_limit_minutes: timeLimit, question_ids: questions.map((q) => q.id) });
  }

  async function start(client: TestClient, questionnaireId: number) {
    const response = await client.post(`/api/questionnaires/${questionnaireId}/attempts`);
    expect([200, 201], response.body).toContain(response.statusCode);
    return json<{ data: Attempt }>(response).data;
  }

  it('lets instructors keep the bank; students may neither read nor write it', async () => {
    const created = await instructor.post(`/api/companies/${companyId}/questions`, questionInput(80));
    expect(created.statusCode, created.body).toBe(201);
    const question = json<{ data: Question }>(created).data;
    expect(question.answers.filter((a) => a.correct)).toHaveLength(1);
    const listed = await instructor.get(`/api/companies/${companyId}/questions?subject=80`);
    expect(json<{ data: Question[] }>(listed).data.map((q) => q.id)).toContain(question.id);
    expect((await student.get(`/api/companies/${companyId}/questions`)).statusCode).toBe(403);
    const refused = await student.post(`/api/companies/${companyId}/questions`, questionInput(80));
    expect([refused.statusCode, code(refused)]).toEqual([403, 'academy.forbidden']);
  });

  it('refuses a question with two correct answers or an unknown subject', async () => {
    const twoCorrect = questionInput(10, {
      answers: [
        { text: 'a', correct: true },
        { text: 'b', correct: true },
        { text: 'c', correct: false },
        { text: 'd', correct: false },
      ],
    });
    expect((await instructor.post(`/api/companies/${companyId}/questions`, twoCorrect)).statusCode).toBe(422);
    expect((await instructor.post(`/api/companies/${companyId}/questions`, { ...questionInput(), subject: 15 })).statusCode).toBe(
      422,
    );
  });

  it('keeps the bank and the attempts whole in the database itself', async () => {
    const three = questionInput(40, { answers: questionInput(40).answers.slice(0, 3) });
    await expect(buildQuestions(t.db, companyId, [three])).rejects.toThrow();
    const exam = await questionnaire(1);
    const membershipId = (await buildMember(t.db, ['student'], companyId)).membership.id;
    await buildAttempt(t.db, exam, membershipId);
    await expect(buildAttempt(t.db, exam, membershipId)).rejects.toThrow();
  });

  it('imports CSV and JSON, reports bad rows by number and field, and saves nothing on a dry run', async () => {
    const csv = [
      'subject;learning_objective;text;answer_a;answer_b;answer_c;answer_d;correct;explanation',
      '50;050.01;Was ist QNH?;Luftdruck auf MSL reduziert;Platzdruck;Standarddruck;Dichtehöhe;A;Reduziert nach ISA.',
      '55;;Falsches Fach?;a;b;c;d;A;',
      '60;;Kein Richtig;a;b;c;d;E;',
    ].join('\n');
    const url = `/api/companies/${companyId}/questions/import`;
    const dry = json<{ data: QuestionImportResult }>(
      await instructor.post(url, { format: 'csv', content: csv, dry_run: true }),
    ).data;
    expect(dry).toMatchObject({ dry_run: true, valid: 1, saved: 0 });
    expect(dry.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [2, 'subject', 'validation.choice'],
      [3, 'correct', 'academy.one_correct'],
    ]);
    const done = json<{ data: QuestionImportResult }>(await instructor.post(url, { format: 'csv', content: csv })).data;
    expect(done).toMatchObject({ dry_run: false, valid: 1, saved: 1 });
    const fromJson = await instructor.post(url, {
      format: 'json',
      content: JSON.stringify([questionInput(90), { ...questionInput(90), text: '' }]),
    });
    expect(json<{ data: QuestionImportResult }>(fromJson).data).toMatchObject({
      saved: 1,
      errors: [{ row: 2, field: 'text', code: 'validation.required', params: {} }],
    });
    const broken = await instructor.post(url, { format: 'json', content: '{not json' });
    expect([broken.statusCode, code(broken)]).toEqual([422, 'academy.import_format']);
  });

  it('creates questionnaires of a fixed list or of draws, but not both; students may not', async () => {
    const [question] = await buildQuestions(t.db, companyId, [questionInput(20)]);
    const url = `/api/companies/${companyId}/questionnaires`;
    const both = await instructor.post(url, {
      title: 'X',
      time_limit_minutes: 10,
      question_ids: [question?.id],
      subject_draws: [{ subject: 20, count: 1 }],
    });
    expect(both.statusCode).toBe(422);
    const drawn = await instructor.post(url, {
      title: 'Prüfungssimulation',
      time_limit_minutes: 60,
      subject_draws: [{ subject: 20, count: 4 }],
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect(json<{ data: Questionnaire }>(drawn).data).toMatchObject({ pass_mark_percent: 75, question_count: 4 });
    expect((await student.post(url, { title: 'X', time_limit_minutes: 10, question_ids: [question?.id] })).statusCode).toBe(403);
  });

  it('starts an attempt without telling the correct answer, keeps answers and continues it after a reload', async () => {
    const exam = await questionnaire();
    const attempt = await start(student, exam.id);
    expect(JSON.stringify(attempt)).not.toContain('correct');
    expect(attempt.questions).toHaveLength(4);
    expect(attempt.result).toBeNull();
    const [first] = attempt.questions;
    const answer = await student.put(`/api/attempts/${attempt.id}/answers/${first?.id}`, { answer_id: first?.answers[1]?.id });
    expect(answer.statusCode, answer.body).toBe(204);
    const again = await start(student, exam.id);
    expect(again.id).toBe(attempt.id);
    expect(again.answers).toEqual({ [String(first?.id)]: first?.answers[1]?.id });
    const reloaded = json<{ data: Attempt }>(await student.get(`/api/attempts/${attempt.id}`)).data;
    expect(reloaded.expires_at).toBe(attempt.expires_at);
    const foreign = await student.put(`/api/attempts/${attempt.id}/answers/${first?.id}`, { answer_id: 999_999 });
    expect(foreign.statusCode).toBe(422);
  });

  it('scores on the server per subject and shows the wrong answers with their explanation after submission', async () => {
    const exam = await questionnaire(4);
    const attempt = await start(student, exam.id);
    // Right on the first three (the first answer is right), the fourth left unanswered.
    for (const question of attempt.questions.slice(0, 3)) {
      await student.put(`/api/attempts/${attempt.id}/answers/${question.id}`, { answer_id: question.answers[0]?.id });
    }
    const submitted = await student.post(`/api/attempts/${attempt.id}/submit`, { score_percent: 100, passed: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = json<{ data: AttemptResult }>(submitted).data;
    expect(result).toMatchObject({ score_percent: 75, passed: true });
    expect(result.by_subject).toEqual([
      { subject: 10, score_percent: 100, correct: 2, total: 2 },
      { subject: 50, score_percent: 50, correct: 1, total: 2 },
    ]);
    const unanswered = attempt.questions[3];
    expect(result.wrong).toEqual([
      {
        question_id: unanswered?.id,
        answer_id: null,
        correct_answer_id: unanswered?.answers[0]?.id,
        explanation: 'Weil Fach 50 es so will.',
      },
    ]);
    const twice = await student.post(`/api/attempts/${attempt.id}/submit`);
    expect([twice.statusCode, code(twice)]).toEqual([409, 'academy.attempt_closed']);
    const late = await student.put(`/api/attempts/${attempt.id}/answers/${unanswered?.id}`, {
      answer_id: unanswered?.answers[0]?.id,
    });
    expect(late.statusCode).toBe(409);
    const read = json<{ data: Attempt }>(await student.get(`/api/attempts/${attempt.id}`)).data;
    expect(read.result?.score_percent).toBe(75);
  });

  it('closes and scores an attempt when its time is up: answers after expiry are refused, the server’s score stands', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const exam = await questionnaire(2, 10);
    const attempt = await start(student, exam.id);
    const [first, second] = attempt.questions;
    await student.put(`/api/attempts/${attempt.id}/answers/${first?.id}`, { answer_id: first?.answers[0]?.id });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    const late = await student.put(`/api/attempts/${attempt.id}/answers/${second?.id}`, { answer_id: second?.answers[0]?.id });
    expect([late.statusCode, code(late)]).toEqual([409, 'academy.attempt_closed']);
    const read = json<{ data: Attempt }>(await student.get(`/api/attempts/${attempt.id}`)).data;
    expect(read.submitted_at).toBe(attempt.expires_at);
    expect(read.result).toMatchObject({ score_percent: 50, passed: false });
    const submit = await student.post(`/api/attempts/${attempt.id}/submit`, { score_percent: 100 });
    expect(submit.statusCode).toBe(409);
    // A new start after the closed one draws a fresh attempt.
    const next = await start(student, exam.id);
    expect(next.id).not.toBe(attempt.id);
  });

  it('scores an expired attempt on submit as of its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const exam = await questionnaire(2, 5);
    const attempt = await start(student, exam.id);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const submitted = await student.post(`/api/attempts/${attempt.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(json<{ data: AttemptResult }>(submitted).data).toMatchObject({ score_percent: 0, passed: false });
  });

  it('never shows a student another’s attempt; instructors see the class’s results', async () => {
    const exam = await questionnaire(2);
    const attempt = await start(student, exam.id);
    const peek = await otherStudent.get(`/api/attempts/${attempt.id}`);
    expect([peek.statusCode, code(peek)]).toEqual([403, 'academy.not_yours']);
    const [first] = attempt.questions;
    expect(
      (await otherStudent.put(`/api/attempts/${attempt.id}/answers/${first?.id}`, { answer_id: first?.answers[0]?.id }))
        .statusCode,
    ).toBe(403);
    expect((await otherStudent.post(`/api/attempts/${attempt.id}/submit`)).statusCode).toBe(403);
    expect((await otherStudent.get(`/api/questionnaires/${exam.id}/results`)).statusCode).toBe(403);
    expect((await instructor.get(`/api/attempts/${attempt.id}`)).statusCode).toBe(200);
    await student.post(`/api/attempts/${attempt.id}/submit`);
    const results = await instructor.get(`/api/questionnaires/${exam.id}/results`);
    expect(json<{ data: Array<{ attempt_id: number; score_percent: number }> }>(results).data).toEqual([
      expect.objectContaining({ attempt_id: attempt.id, score_percent: 0 }),
    ]);
    const listed = json<{ data: Questionnaire[] }>(await student.get(`/api/companies/${companyId}/questionnaires`)).data;
    expect(listed.find((q) => q.id === exam.id)?.my_last_attempt).toMatchObject({ id: attempt.id, score_percent: 0 });
    expect(listed[0]?.permissions.results).toBe(false);
  });
});
