import { bookingMessages as says } from '@portal/contracts/booking-messages';
import type { Message } from '@portal/contracts/message';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { daysBetween } from '../../lib/dates';
import { papersOfKind } from './member-documents';

/** A paper within this many days of its expiry is `expiring` and warned about. */
export const MEMBER_DOCUMENT_WARN_DAYS = 30;

export function paperState(expiresOn: string | null, today: string): 'valid' | 'expiring' | 'expired' {
  if (expiresOn === null) return 'valid';
  if (expiresOn < today) return 'expired';
  return daysBetween(today, expiresOn) <= MEMBER_DOCUMENT_WARN_DAYS ? 'expiring' : 'valid';
}

const valid = (expiresOn: string | null, day: string) => expiresOn === null || expiresOn >= day;

/**
 * The company's copies as a booking check: when the company holds medical or ZÜP papers for the pilot
 * and none of a kind is valid on the day, that kind counts like an expired medical record. A company
 * that keeps no such paper for the pilot asks nothing of it (the licence records still apply).
 */
export async function paperProblems(db: Executor, companyId: number, userId: number, day: string): Promise<Message[]> {
  const [medical, zuep] = await readAll(db, [
    () => papersOfKind(db, companyId, userId, 'medical'),
    () => papersOfKind(db, companyId, userId, 'zuep'),
  ]);
  const lapsed = (papers: { expiresOn: string | null }[]) => papers.length > 0 && !papers.some((p) => valid(p.expiresOn, day));
  return [...(lapsed(medical) ? [says.medicalCopyExpired(day)] : []), ...(lapsed(zuep) ? [says.zuepExpired(day)] : [])];
}
