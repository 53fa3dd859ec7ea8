import type { QuestionInput, Subject } from '@portal/contracts';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { academyAnswers, academyQuestions } from '../../db/schema';
import { likeContains } from '../../lib/pagination';

export type QuestionRow = typeof academyQuestions.$inferSelect;
export type AnswerRow = typeof academyAnswers.$inferSelect;
export type BankQuestion = QuestionRow & { answers: AnswerRow[] };

/** Writes questions with their four answers (in the caller's transaction: the database checks each at commit). */
export async function createQuestions(db: Executor, companyId: number, inputs: QuestionInput[]): Promise<BankQuestion[]> {
  if (inputs.length === 0) return [];
  const questions = await db
    .insert(academyQuestions)
    .values(
      inputs.map((input) => ({
        companyId,
        subject: input.subject,
        learningObjective: input.learning_objective,
        text: input.text,
        explanation: input.explanation,
      })),
    )
    .returning();
  const answers = await db
    .insert(academyAnswers)
    .values(
      questions.flatMap((question, index) =>
        (inputs[index] as QuestionInput).answers.map((answer, position) => ({
          companyId,
          questionId: question.id,
          position: position + 1,
          text: answer.text,
          correct: answer.correct,
        })),
      ),
    )
    .returning();
  return questions.map((question) => ({
    ...question,
    answers: answers.filter((answer) => answer.questionId === question.id).sort((a, b) => a.position - b.position),
  }));
}

/** The answers of these questions, in their order, by question. */
export async function answersOf(db: Executor, questionIds: number[]): Promise<Map<number, AnswerRow[]>> {
  const byQuestion = new Map<number, AnswerRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select()
    .from(academyAnswers)
    .where(inArray(academyAnswers.questionId, questionIds))
    .orderBy(asc(academyAnswers.questionId), asc(academyAnswers.position));
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
  return byQuestion;
}

interface QuestionFilter {
  subject?: Subject;
  search?: string;
}

function conditions(companyId: number, filter: QuestionFilter): SQL | undefined {
  return and(
    eq(academyQuestions.companyId, companyId),
    filter.subject === undefined ? undefined : eq(academyQuestions.subject, filter.subject),
    filter.search ? ilike(academyQuestions.text, likeContains(filter.search)) : undefined,
  );
}

export async function countQuestions(db: Executor, companyId: number, filter: QuestionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(academyQuestions).where(conditions(companyId, filter));
  return row?.n ?? 0;
}

export async function listQuestions(
  db: Executor,
  companyId: number,
  filter: QuestionFilter,
  limit?: number,
  offset?: number,
): Promise<BankQuestion[]> {
  const query = db
    .select()
    .from(academyQuestions)
    .where(conditions(companyId, filter))
    .orderBy(asc(academyQuestions.subject), asc(academyQuestions.id));
  const rows = await (limit === undefined ? query : query.limit(limit).offset(offset ?? 0));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, answers: answers.get(row.id) ?? [] }));
}

/** Which of these ids are questions of the company. */
export async function companyQuestionIds(db: Executor, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: academyQuestions.id })
    .from(academyQuestions)
    .where(and(eq(academyQuestions.companyId, companyId), inArray(academyQuestions.id, ids)));
  return new Set(rows.map((row) => row.id));
}
