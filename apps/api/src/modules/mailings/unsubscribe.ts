import { createHmac } from 'node:crypto';
import type { Executor } from '../../db/client';
import { mailingOptOuts } from '../../db/schema';
import { safeEqual } from '../../lib/tokens';

const sign = (secret: string, companyId: number, userId: number) =>
  createHmac('sha256', secret).update(`mailing-unsubscribe:${companyId}:${userId}`).digest('base64url');

/** The unsubscribe link of a member mail: the web page at APP_URL posts its values back. */
export function unsubscribeLink(appUrl: string, secret: string, companyId: number, userId: number): string {
  const url = new URL('/mail/unsubscribe', appUrl);
  url.searchParams.set('company', String(companyId));
  url.searchParams.set('user', String(userId));
  url.searchParams.set('signature', sign(secret, companyId, userId));
  return url.toString();
}

export const validUnsubscribe = (secret: string, companyId: number, userId: number, signature: string) =>
  safeEqual(signature, sign(secret, companyId, userId));

export async function optOut(db: Executor, companyId: number, userId: number): Promise<void> {
  await db.insert(mailingOptOuts).values({ companyId, userId }).onConflictDoNothing();
}
