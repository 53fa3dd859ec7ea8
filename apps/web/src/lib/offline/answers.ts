import { userDatabase } from './db';

/** A read's answer as the server last gave it, under its company and URL (`3 /api/logbook/totals`). */
export interface KeptAnswer {
  key: string;
  body: unknown;
  saved_at: string;
}

/** Answers older than this are not shown as the state of anything any more. */
const KEEP_DAYS = 30;

export const saveAnswers = (userId: number, answers: KeptAnswer[]) => userDatabase(userId).answers.bulkPut(answers);

export const readAnswer = (userId: number, key: string) => userDatabase(userId).answers.get(key);

export function dropOldAnswers(userId: number) {
  const before = new Date(Date.now() - KEEP_DAYS * 86_400_000).toISOString();
  return userDatabase(userId).answers.where('saved_at').below(before).delete();
}
