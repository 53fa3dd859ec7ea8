import type { QuestionnaireCreate, Subject, SubjectDraw } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { academyQuestionnaireDraws, academyQuestionnaireQuestions, academyQuestionnaires } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { companyQuestionIds } from './questions';

export type QuestionnaireRow = typeof academyQuestionnaires.$inferSelect;
/** A questionnaire with what it asks: its fixed questions in order, or its draws. */
export type FullQuestionnaire = QuestionnaireRow & { questionIds: number[]; draws: SubjectDraw[] };

export async function createQuestionnaire(
  db: Executor,
  companyId: number,
  input: QuestionnaireCreate,
): Promise<FullQuestionnaire> {
  const questionIds = [...new Set(input.question_ids ?? [])];
  const known = await companyQuestionIds(db, companyId, questionIds);
  const unknown = questionIds.findIndex((id) => !known.has(id));
  if (unknown !== -1) throw invalid(`question_ids.${unknown}`, academyMessages.questionUnknown);
  const draws = input.subject_draws ?? [];
  if (new Set(draws.map((draw) => draw.subject)).size !== draws.length)
    throw invalid('subject_draws', academyMessages.questionSource);
  const [row] = await db
    .insert(academyQuestionnaires)
    .values({
      companyId,
      title: input.title,
      timeLimitMinutes: input.time_limit_minutes,
      passMarkPercent: input.pass_mark_percent,
    })
    .returning();
  if (!row) throw new Error('questionnaire not created');
  if (questionIds.length) {
    await db
      .insert(academyQuestionnaireQuestions)
      .values(questionIds.map((questionId, position) => ({ companyId, questionnaireId: row.id, questionId, position })));
  }
  if (draws.length) {
    await db
      .insert(academyQuestionnaireDraws)
      .values(draws.map((draw) => ({ companyId, questionnaireId: row.id, subject: draw.subject, count: draw.count })));
  }
  return { ...row, questionIds, draws };
}

async function withContents(db: Executor, rows: QuestionnaireRow[]): Promise<FullQuestionnaire[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [questions, draws] = await readAll(db, [
    () =>
      db
        .select()
        .from(academyQuestionnaireQuestions)
        .where(inArray(academyQuestionnaireQuestions.questionnaireId, ids))
        .orderBy(asc(academyQuestionnaireQuestions.position)),
    () =>
      db
        .select()
        .from(academyQuestionnaireDraws)
        .where(inArray(academyQuestionnaireDraws.questionnaireId, ids))
        .orderBy(asc(academyQuestionnaireDraws.subject)),
  ]);
  return rows.map((row) => ({
    ...row,
    questionIds: questions.filter((q) => q.questionnaireId === row.id).map((q) => q.questionId),
    draws: draws
      .filter((draw) => draw.questionnaireId === row.id)
      .map((draw) => ({ subject: draw.subject as Subject | null, count: draw.count })),
  }));
}

export async function listQuestionnaires(db: Executor, companyId: number): Promise<FullQuestionnaire[]> {
  const rows = await db
    .select()
    .from(academyQuestionnaires)
    .where(eq(academyQuestionnaires.companyId, companyId))
    .orderBy(asc(academyQuestionnaires.title), asc(academyQuestionnaires.id));
  return withContents(db, rows);
}

export async function findQuestionnaire(db: Executor, id: number): Promise<FullQuestionnaire | undefined> {
  const rows = await db
    .select()
    .from(academyQuestionnaires)
    .where(and(eq(academyQuestionnaires.id, id)));
  return (await withContents(db, rows))[0];
}

export const questionCount = (questionnaire: FullQuestionnaire) =>
  questionnaire.questionIds.length || questionnaire.draws.reduce((sum, draw) => sum + draw.count, 0);
