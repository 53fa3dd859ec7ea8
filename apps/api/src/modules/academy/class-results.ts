import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { academyAttempts } from '../../db/schema';
import { memberNames } from '../memberships';
import type { AttemptRow } from './attempts';

const taker = memberNames('taker');

export type ClassAttempt = AttemptRow & { memberName: string };

/** Every attempt at a questionnaire, newest first, with its taker's name (for the class's results). */
export async function classAttempts(db: Executor, companyId: number, questionnaireId: number): Promise<ClassAttempt[]> {
  const rows = await db
    .select({ attempt: academyAttempts, memberName: taker.name })
    .from(academyAttempts)
    .innerJoin(taker, eq(taker.membershipId, academyAttempts.membershipId))
    .where(and(eq(academyAttempts.companyId, companyId), eq(academyAttempts.questionnaireId, questionnaireId)))
    .orderBy(desc(academyAttempts.startedAt), desc(academyAttempts.id));
  return rows.map((row) => ({ ...row.attempt, memberName: row.memberName }));
}
