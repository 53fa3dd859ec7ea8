import type { QuestionInput, QuestionnaireCreate, Subject } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { academyAttemptQuestions, academyAttempts, academyQuestions } from '../../src/db/schema';
import { createQuestionnaire, createQuestions } from '../../src/modules/academy';
import { buildStoredFile } from './fleet';

/** A question of the subject whose first answer is the correct one, unless told otherwise. */
export function questionInput(subject: Subject = 10, overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    subject,
    learning_objective: `${subject}.01.01`,
    text: `Frage zu Fach ${subject}?`,
    explanation: `Weil Fach ${subject} es so will.`,
    answers: [
      { text: 'Richtig', correct: true },
      { text: 'Falsch 1', correct: false },
      { text: 'Falsch 2', correct: false },
      { text: 'Falsch 3', correct: false },
    ],
    ...overrides,
  };
}

/** Questions in the company's bank, written in one transaction (the database checks each at commit). */
export function buildQuestions(db: Database, companyId: number, inputs: QuestionInput[]) {
  return db.transaction((tx) => createQuestions(tx, companyId, inputs));
}

export async function buildQuestionnaire(db: Database, companyId: number, input: Partial<QuestionnaireCreate> = {}) {
  const questionIds =
    input.question_ids ??
    (input.subject_draws ? undefined : (await buildQuestions(db, companyId, [questionInput()])).map((q) => q.id));
  return db.transaction((tx) =>
    createQuestionnaire(tx, companyId, {
      title: 'Übungstest',
      time_limit_minutes: 15,
      pass_mark_percent: 75,
      ...input,
      question_ids: questionIds,
    }),
  );
}

/** An open attempt of the member at a questionnaire with a fixed list, written straight to the tables. */
export async function buildAttempt(
  db: Database,
  questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>,
  membershipId: number,
  startedAt = new Date(),
) {
  const [attempt] = await db
    .insert(academyAttempts)
    .values({
      companyId: questionnaire.companyId,
      questionnaireId: questionnaire.id,
      membershipId,
      startedAt,
      expiresAt: new Date(startedAt.getTime() + questionnaire.timeLimitMinutes * 60_000),
    })
    .returning();
  if (!attempt) throw new Error('attempt not created');
  await db.insert(academyAttemptQuestions).values(
    questionnaire.questionIds.map((questionId, position) => ({
      companyId: questionnaire.companyId,
      attemptId: attempt.id,
      questionId,
      position,
    })),
  );
  return attempt;
}

/** Gives the question a figure (a small PNG of its company's file store), written straight to the tables. */
export async function buildFigure(db: Database, question: { id: number; companyId: number }) {
  const file = await buildStoredFile(db, question.companyId);
  await db.update(academyQuestions).set({ figureFileId: file.id }).where(eq(academyQuestions.id, question.id));
  return file;
}
