import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { academyAnswers, academyAttemptQuestions, academyQuestions, companies, memberships, users } from '../db/schema';
import { answerQuestion, createQuestionnaire, createQuestions, startAttempt, submitAttempt } from '../modules/academy';
import { storeFile } from '../modules/files';
import { demoFigures } from './academy-figures';
import { demoQuestions } from './academy-questions';
import type { SeedContext } from './index';

const DAY_MS = 86_400_000;
/** How many of each subject's questions the demo student got wrong in last week's mock exam. */
const MISSED: Record<number, number> = { 30: 1, 50: 2, 60: 3 };

/**
 * The club's and the school's question banks (the same original questions, 24 per subject) with two
 * questionnaires each: "Übungstest" (10 questions of any subject, 15 minutes) and "Prüfungssimulation"
 * (four per subject, 60 minutes); three questions carry a figure. The club's student sat the mock exam five days ago and passed,
 * weak in navigation and meteorology.
 */
export async function seedAcademy(tx: Transaction, { now }: SeedContext) {
  const schools = await tx
    .select()
    .from(companies)
    .where(inArray(companies.kind, ['club', 'school']))
    .orderBy(asc(companies.id));
  // The draws below are random in the database: seeded, so the demo is the same every time.
  await tx.execute(sql`select setseed(0.16)`);
  for (const company of schools) {
    await addFigures(tx, company.id, await createQuestions(tx, company.id, demoQuestions()));
    await createQuestionnaire(tx, company.id, {
      title: 'Übungstest',
      time_limit_minutes: 15,
      pass_mark_percent: 75,
      subject_draws: [{ subject: null, count: 10 }],
    });
    const mock = await createQuestionnaire(tx, company.id, {
      title: 'Prüfungssimulation',
      time_limit_minutes: 60,
      pass_mark_percent: 75,
      subject_draws: [10, 20, 30, 40, 50, 60, 70, 80, 90].map((subject) => ({ subject: subject as 10, count: 4 })),
    });
    if (company.kind === 'club') await sitMockExam(tx, company.id, mock, new Date(now.getTime() - 5 * DAY_MS));
  }
}

async function addFigures(tx: Transaction, companyId: number, questions: { id: number; learningObjective: string }[]) {
  for (const [objective, content] of demoFigures()) {
    const question = questions.find((q) => q.learningObjective === objective);
    if (!question) throw new Error(`no demo question ${objective} for its figure`);
    const file = await storeFile(tx, companyId, null, { content, contentType: 'image/png' }, { restricted: true });
    await tx.update(academyQuestions).set({ figureFileId: file.id }).where(eq(academyQuestions.id, question.id));
  }
}

async function sitMockExam(tx: Transaction, companyId: number, mock: Parameters<typeof startAttempt>[1], startedAt: Date) {
  const [student] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, 'student@demo.aero')));
  if (!student) return;
  const attempt = await startAttempt(tx, mock, student.id, startedAt);
  const drawn = await tx
    .select({ questionId: academyAttemptQuestions.questionId, subject: academyQuestions.subject })
    .from(academyAttemptQuestions)
    .innerJoin(academyQuestions, eq(academyQuestions.id, academyAttemptQuestions.questionId))
    .where(eq(academyAttemptQuestions.attemptId, attempt.id))
    .orderBy(asc(academyAttemptQuestions.position));
  const answers = await tx
    .select()
    .from(academyAnswers)
    .where(
      inArray(
        academyAnswers.questionId,
        drawn.map((question) => question.questionId),
      ),
    );
  const missed = new Map<number, number>();
  for (const [index, question] of drawn.entries()) {
    const wrongSoFar = missed.get(question.subject) ?? 0;
    const wrong = wrongSoFar < (MISSED[question.subject] ?? 0);
    if (wrong) missed.set(question.subject, wrongSoFar + 1);
    const choice = answers.find((answer) => answer.questionId === question.questionId && answer.correct !== wrong);
    if (!choice) continue;
    const answeredAt = new Date(startedAt.getTime() + (index + 1) * 70_000);
    await answerQuestion(tx, attempt.id, mock.passMarkPercent, question.questionId, choice.id, answeredAt);
  }
  await submitAttempt(tx, attempt.id, mock.passMarkPercent, new Date(startedAt.getTime() + 48 * 60_000));
}
