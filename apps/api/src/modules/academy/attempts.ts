import type { AttemptResult, Subject } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import { and, asc, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { readAll } from '../../db/read-all';
import {
  academyAnswers,
  academyAttemptAnswers,
  academyAttemptQuestions,
  academyAttempts,
  academyQuestions,
} from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import type { FullQuestionnaire } from './questionnaires';
import { type AnswerRow, answersOf } from './questions';
import { type SheetQuestion, score } from './scoring';

export type AttemptRow = typeof academyAttempts.$inferSelect;

/** The questions an attempt drew, in order, with their answers (and which is correct: for the server only). */
export interface Sheet {
  questions: Array<SheetQuestion & { text: string; figureFileId: number | null; answers: AnswerRow[] }>;
  given: Map<number, number>;
}

export async function findAttempt(db: Executor, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(academyAttempts).where(eq(academyAttempts.id, id));
  return row;
}

async function lockAttempt(tx: Transaction, id: number): Promise<AttemptRow> {
  const [row] = await tx.select().from(academyAttempts).where(eq(academyAttempts.id, id)).for('update');
  if (!row) throw new Error(`attempt ${id} vanished`);
  return row;
}

export async function sheetOf(db: Executor, attemptId: number): Promise<Sheet> {
  const [drawn, given] = await readAll(db, [
    () =>
      db
        .select({
          id: academyQuestions.id,
          subject: academyQuestions.subject,
          text: academyQuestions.text,
          explanation: academyQuestions.explanation,
          figureFileId: academyQuestions.figureFileId,
        })
        .from(academyAttemptQuestions)
        .innerJoin(academyQuestions, eq(academyQuestions.id, academyAttemptQuestions.questionId))
        .where(eq(academyAttemptQuestions.attemptId, attemptId))
        .orderBy(asc(academyAttemptQuestions.position)),
    () =>
      db
        .select({ questionId: academyAttemptAnswers.questionId, answerId: academyAttemptAnswers.answerId })
        .from(academyAttemptAnswers)
        .where(eq(academyAttemptAnswers.attemptId, attemptId)),
  ]);
  const answers = await answersOf(
    db,
    drawn.map((question) => question.id),
  );
  return {
    questions: drawn.map((question) => {
      const own = answers.get(question.id) ?? [];
      return {
        ...question,
        subject: question.subject as Subject,
        answers: own,
        correctAnswerId: own.find((answer) => answer.correct)?.id ?? 0,
      };
    }),
    given: new Map(given.map((row) => [row.questionId, row.answerId])),
  };
}

/** Closes and scores an open attempt as of `at` (its expiry when the time ran out). */
async function close(tx: Transaction, attempt: AttemptRow, passMarkPercent: number, at: Date): Promise<AttemptRow> {
  const sheet = await sheetOf(tx, attempt.id);
  const result = score(sheet.questions, sheet.given, passMarkPercent);
  const [closed] = await tx
    .update(academyAttempts)
    .set({ submittedAt: at, scorePercent: result.score_percent, passed: result.passed, bySubject: result.by_subject })
    .where(and(eq(academyAttempts.id, attempt.id), isNull(academyAttempts.submittedAt)))
    .returning();
  return closed ?? attempt;
}

/**
 * The attempt as it stands at `now`, under its lock: one whose time ran out is closed and scored by the
 * server first, whatever the browser did or did not send.
 */
export async function currentAttempt(tx: Transaction, id: number, passMarkPercent: number, now: Date): Promise<AttemptRow> {
  const attempt = await lockAttempt(tx, id);
  if (attempt.submittedAt || attempt.expiresAt > now) return attempt;
  return close(tx, attempt, passMarkPercent, attempt.expiresAt);
}

/**
 * Closes the open attempts whose time ran out, of one member in the company or of one questionnaire,
 * before their results are read.
 */
export async function closeExpiredAttempts(
  tx: Transaction,
  companyId: number,
  of: { membershipId: number } | { questionnaireId: number },
  passMarks: ReadonlyMap<number, number>,
  now: Date,
): Promise<void> {
  const expired = await tx
    .select({ id: academyAttempts.id, questionnaireId: academyAttempts.questionnaireId })
    .from(academyAttempts)
    .where(
      and(
        eq(academyAttempts.companyId, companyId),
        'membershipId' in of
          ? eq(academyAttempts.membershipId, of.membershipId)
          : eq(academyAttempts.questionnaireId, of.questionnaireId),
        isNull(academyAttempts.submittedAt),
        lte(academyAttempts.expiresAt, now),
      ),
    );
  for (const row of expired) await currentAttempt(tx, row.id, passMarks.get(row.questionnaireId) ?? 75, now);
}

/** The questions an attempt draws: the fixed list, or each subject's draw at random (draws of any subject last). */
async function drawQuestions(db: Executor, questionnaire: FullQuestionnaire): Promise<number[]> {
  if (questionnaire.questionIds.length) return questionnaire.questionIds;
  const chosen: number[] = [];
  const ordered = [...questionnaire.draws].sort((a, b) => (a.subject ?? 100) - (b.subject ?? 100));
  for (const draw of ordered) {
    const rows = await db
      .select({ id: academyQuestions.id })
      .from(academyQuestions)
      .where(
        and(
          eq(academyQuestions.companyId, questionnaire.companyId),
          draw.subject === null ? undefined : eq(academyQuestions.subject, draw.subject),
          chosen.length ? notInArray(academyQuestions.id, chosen) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(draw.count);
    chosen.push(...rows.map((row) => row.id));
  }
  return chosen;
}

/**
 * The member's open attempt at the questionnaire, or a new one with its questions drawn now and its
 * time running from now. An open attempt whose time ran out is closed and scored first.
 */
export async function startAttempt(
  tx: Transaction,
  questionnaire: FullQuestionnaire,
  membershipId: number,
  now: Date,
): Promise<AttemptRow> {
  const [open] = await tx
    .select({ id: academyAttempts.id })
    .from(academyAttempts)
    .where(
      and(
        eq(academyAttempts.questionnaireId, questionnaire.id),
        eq(academyAttempts.membershipId, membershipId),
        isNull(academyAttempts.submittedAt),
      ),
    );
  if (open) {
    const current = await currentAttempt(tx, open.id, questionnaire.passMarkPercent, now);
    if (!current.submittedAt) return current;
  }
  const questionIds = await drawQuestions(tx, questionnaire);
  if (questionIds.length === 0) throw conflict(academyMessages.bankTooSmall);
  const [attempt] = await tx
    .insert(academyAttempts)
    .values({
      companyId: questionnaire.companyId,
      questionnaireId: questionnaire.id,
      membershipId,
      startedAt: now,
      expiresAt: new Date(now.getTime() + questionnaire.timeLimitMinutes * 60_000),
    })
    .returning();
  if (!attempt) throw new Error('attempt not created');
  await tx.insert(academyAttemptQuestions).values(
    questionIds.map((questionId, position) => ({
      companyId: questionnaire.companyId,
      attemptId: attempt.id,
      questionId,
      position,
    })),
  );
  return attempt;
}

/** Keeps the answer to one question of an open attempt (a later answer replaces it); 409 once it is closed. */
export async function answerQuestion(
  tx: Transaction,
  attemptId: number,
  passMarkPercent: number,
  questionId: number,
  answerId: number,
  now: Date,
): Promise<void> {
  const attempt = await currentAttempt(tx, attemptId, passMarkPercent, now);
  if (attempt.submittedAt) throw conflict(academyMessages.attemptClosed);
  const [fits] = await tx
    .select({ id: academyAnswers.id })
    .from(academyAttemptQuestions)
    .innerJoin(academyAnswers, eq(academyAnswers.questionId, academyAttemptQuestions.questionId))
    .where(
      and(
        eq(academyAttemptQuestions.attemptId, attemptId),
        eq(academyAttemptQuestions.questionId, questionId),
        eq(academyAnswers.id, answerId),
      ),
    );
  if (!fits) throw invalid('answer_id', academyMessages.notInAttempt);
  await tx
    .insert(academyAttemptAnswers)
    .values({ attemptId, questionId, answerId, answeredAt: now })
    .onConflictDoUpdate({
      target: [academyAttemptAnswers.attemptId, academyAttemptAnswers.questionId],
      set: { answerId, answeredAt: now },
    });
}

/**
 * Closes and scores the attempt now; the score is the server's alone. 409 when it was already closed
 * (submitted, or closed by the server when its time ran out and someone read it).
 */
export async function submitAttempt(tx: Transaction, attemptId: number, passMarkPercent: number, now: Date): Promise<AttemptRow> {
  const attempt = await lockAttempt(tx, attemptId);
  if (attempt.submittedAt) throw conflict(academyMessages.attemptClosed);
  return close(tx, attempt, passMarkPercent, attempt.expiresAt < now ? attempt.expiresAt : now);
}

/** The result of a closed attempt, from its sheet: the stored score and the questions answered wrong. */
export function resultOf(attempt: AttemptRow, sheet: Sheet, passMarkPercent: number): AttemptResult | null {
  if (!attempt.submittedAt) return null;
  const scored = score(sheet.questions, sheet.given, passMarkPercent);
  return {
    score_percent: attempt.scorePercent ?? scored.score_percent,
    passed: attempt.passed ?? scored.passed,
    by_subject: attempt.bySubject ?? scored.by_subject,
    wrong: scored.wrong,
  };
}

/** The member's latest attempt at each of these questionnaires. */
export async function lastAttempts(
  db: Executor,
  membershipId: number,
  questionnaireIds: number[],
): Promise<Map<number, AttemptRow>> {
  const latest = new Map<number, AttemptRow>();
  if (questionnaireIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([academyAttempts.questionnaireId])
    .from(academyAttempts)
    .where(and(eq(academyAttempts.membershipId, membershipId), inArray(academyAttempts.questionnaireId, questionnaireIds)))
    .orderBy(academyAttempts.questionnaireId, desc(academyAttempts.startedAt), desc(academyAttempts.id));
  for (const row of rows) latest.set(row.questionnaireId, row);
  return latest;
}
