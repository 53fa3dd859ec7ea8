import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { academyAttemptQuestions, academyAttempts, academyQuestions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { deleteFiles, readUpload, storeFile } from '../files';
import { answersOf, type BankQuestion, type QuestionRow } from './questions';

/** Where a question's figure is served; the file id makes a replaced figure a new address. */
export const figureUrl = (question: Pick<QuestionRow, 'id' | 'figureFileId'>) =>
  question.figureFileId === null ? null : `/api/questions/${question.id}/figure?v=${question.figureFileId}`;

export async function questionById(db: Executor, id: number): Promise<QuestionRow> {
  const [row] = await db.select().from(academyQuestions).where(eq(academyQuestions.id, id));
  if (!row) throw notFound();
  return row;
}

export async function bankQuestionById(db: Executor, id: number): Promise<BankQuestion> {
  const question = await questionById(db, id);
  return { ...question, answers: (await answersOf(db, [id])).get(id) ?? [] };
}

/** Whether one of the member's attempts drew the question. */
export async function drewQuestion(db: Executor, membershipId: number, questionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: academyAttempts.id })
    .from(academyAttemptQuestions)
    .innerJoin(academyAttempts, eq(academyAttempts.id, academyAttemptQuestions.attemptId))
    .where(and(eq(academyAttemptQuestions.questionId, questionId), eq(academyAttempts.membershipId, membershipId)))
    .limit(1);
  return row !== undefined;
}

/** Points the question at another figure (or none) and removes the one it had, in the caller's transaction. */
async function replaceFigure(db: Executor, request: FastifyRequest, question: QuestionRow, fileId: number | null) {
  await db.update(academyQuestions).set({ figureFileId: fileId }).where(eq(academyQuestions.id, question.id));
  await deleteFiles(db, [question.figureFileId]);
  await auditRow(db, request, 'academy_question', 'updated', question, {
    before: { figure_file_id: question.figureFileId },
    after: { figure_file_id: fileId },
  });
}

/** Reads the image first (422 before anything is written), then stores it as the question's figure. */
export async function attachFigure(request: FastifyRequest, question: QuestionRow) {
  const upload = await readUpload(request, 'image');
  await request.server.db.transaction(async (tx) => {
    const stored = await storeFile(tx, question.companyId, currentUser(request).id, upload, { restricted: true });
    await replaceFigure(tx, request, question, stored.id);
  });
}

export async function removeFigure(request: FastifyRequest, question: QuestionRow) {
  if (question.figureFileId === null) return;
  await request.server.db.transaction((tx) => replaceFigure(tx, request, question, null));
}
