import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, memberships } from '../../db/schema';

const NUMBERED = /^(.*?)(\d+)$/;

/** The number after `latest`, keeping its prefix and zero padding: 1012 → 1013, S-009 → S-010. */
export function followingNumber(latest: string | undefined): string {
  const match = latest?.match(NUMBERED);
  if (!match) return '1';
  const [, prefix = '', digits = '0'] = match;
  return prefix + (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
}

/**
 * The company's next member number: one more than its highest number ending in digits. The
 * company row stays locked until the transaction ends, so two approvals at once get different numbers.
 */
export async function nextMemberNumber(tx: Executor, companyId: number): Promise<string> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const digits = sql`substring(${memberships.memberNumber} from '(\\d+)$')`;
  const [latest] = await tx
    .select({ number: memberships.memberNumber })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), sql`${memberships.memberNumber} ~ '\\d$'`))
    .orderBy(desc(sql`${digits}::numeric`), desc(memberships.memberNumber))
    .limit(1);
  return followingNumber(latest?.number ?? undefined);
}
