import type { Locale } from '@portal/contracts';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { licenceExpiryWarnings, userLicences, users } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { sendMail } from '../mail';
import { notify } from '../notifications';
import { documentState, WARN_DAYS } from './currency';
import { type ExpiryStage, expiryMail } from './expiry-mail';

/** The last week before expiry warns once more. */
const FINAL_DAYS = 7;

function stageOf(state: ReturnType<typeof documentState>): ExpiryStage | null {
  if (state.state === 'expired') return 'expired';
  if (state.days_left !== null && state.days_left <= FINAL_DAYS) return 'final';
  return state.state === 'expiring' ? 'due_soon' : null;
}

/**
 * Warns pilots of licences, ratings and medicals that enter their warning window, their last week,
 * or expire: in the app and, where they want it, by mail. Each stage of each document is told once
 * (recorded in the same transaction), so running it again the same day, or on a second server,
 * sends nothing twice. Returns how many warnings went out.
 */
export async function sendExpiryWarnings(db: Database, today: string): Promise<number> {
  const horizon = addDays(today, Math.max(...Object.values(WARN_DAYS)));
  const expiring = await db
    .select({ licence: userLicences, user: users })
    .from(userLicences)
    .innerJoin(users, eq(users.id, userLicences.userId))
    .where(and(isNotNull(userLicences.expiresOn), lte(userLicences.expiresOn, horizon)));
  let sent = 0;
  for (const { licence, user } of expiring) {
    const expiresOn = licence.expiresOn as string;
    const state = documentState(licence.kind, expiresOn, today);
    const stage = stageOf(state);
    if (!stage) continue;
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(licenceExpiryWarnings)
        .values({ userId: user.id, kind: licence.kind, code: licence.code, expiresOn, stage, sentOn: today })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return;
      await notify(tx, [
        {
          userId: user.id,
          kind: stage === 'expired' ? 'licence.expired' : 'licence.expiring',
          data: {
            licence_id: licence.id,
            kind: licence.kind,
            code: licence.code,
            expires_on: expiresOn,
            days_left: state.days_left,
          },
        },
      ]);
      if (user.notifyByEmail) {
        const mail = expiryMail(user.locale as Locale, { kind: licence.kind, code: licence.code, expiresOn, stage });
        await sendMail(tx, { to: user.email, ...mail });
      }
      sent += 1;
    });
  }
  return sent;
}
