import type { Locale } from '@portal/contracts';
import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { licenceExpiryWarnings, userLicences, users } from '../../db/schema';
import { addDays, daysBetween } from '../../lib/dates';
import { sendMail } from '../mail';
import { MEMBER_DOCUMENT_WARN_DAYS, papersExpiringBy } from '../member-documents';
import { notify } from '../notifications';
import { documentState, WARN_DAYS } from './currency';
import { type ExpiryStage, expiryMail } from './expiry-mail';

/** The last week before expiry warns once more. */
const FINAL_DAYS = 7;

type User = typeof users.$inferSelect;

/** One dated thing to warn about: a licence record or a member document (paper) a company holds. */
interface Expiring {
  userId: number;
  /** What the warning is recorded under: the licence by kind and code, a paper as `member_document` and its id. */
  recordedAs: { kind: string; code: string };
  /** What the mail names. */
  named: { kind: string; code: string };
  expiresOn: string;
  state: ReturnType<typeof documentState>;
  notification: (stage: ExpiryStage) => { kind: string; data: Record<string, unknown> };
}

function stageOf(state: ReturnType<typeof documentState>): ExpiryStage | null {
  if (state.state === 'expired') return 'expired';
  if (state.days_left !== null && state.days_left <= FINAL_DAYS) return 'final';
  return state.state === 'expiring' ? 'due_soon' : null;
}

async function expiringLicences(db: Database, today: string): Promise<Expiring[]> {
  const horizon = addDays(today, Math.max(...Object.values(WARN_DAYS)));
  const rows = await db
    .select()
    .from(userLicences)
    .where(and(isNotNull(userLicences.expiresOn), lte(userLicences.expiresOn, horizon)));
  return rows.map((licence) => {
    const expiresOn = licence.expiresOn as string;
    const state = documentState(licence.kind, expiresOn, today);
    return {
      userId: licence.userId,
      recordedAs: { kind: licence.kind, code: licence.code },
      named: { kind: licence.kind, code: licence.code },
      expiresOn,
      state,
      notification: (stage) => ({
        kind: stage === 'expired' ? 'licence.expired' : 'licence.expiring',
        data: {
          licence_id: licence.id,
          kind: licence.kind,
          code: licence.code,
          expires_on: expiresOn,
          days_left: state.days_left,
        },
      }),
    };
  });
}

/** Papers warn from 30 days before their expiry, as issue 17 asks. */
async function expiringPapers(db: Database, today: string): Promise<Expiring[]> {
  const rows = await papersExpiringBy(db, addDays(today, MEMBER_DOCUMENT_WARN_DAYS));
  return rows.map(({ document, userId, companyName }) => {
    const expiresOn = document.expiresOn as string;
    const daysLeft = daysBetween(today, expiresOn);
    const state = { days_left: daysLeft, state: daysLeft < 0 ? ('expired' as const) : ('expiring' as const) };
    return {
      userId,
      recordedAs: { kind: 'member_document', code: String(document.id) },
      named: { kind: document.kind, code: document.fileName },
      expiresOn,
      state,
      notification: (stage) => ({
        kind: stage === 'expired' ? 'member_document.expired' : 'member_document.expiring',
        data: {
          member_document_id: document.id,
          membership_id: document.membershipId,
          company_name: companyName,
          kind: document.kind,
          file_name: document.fileName,
          expires_on: expiresOn,
          days_left: daysLeft,
        },
      }),
    };
  });
}

/**
 * Warns pilots of licences, ratings and medicals, and of the member documents their companies hold,
 * that enter their warning window, their last week, or expire: in the app and, where they want it,
 * by mail. Each stage of each document is told once (recorded in the same transaction), so running
 * it again the same day, or on a second server, sends nothing twice. Returns how many warnings went out.
 */
export async function sendExpiryWarnings(db: Database, today: string): Promise<number> {
  const expiring = [...(await expiringLicences(db, today)), ...(await expiringPapers(db, today))];
  const userIds = [...new Set(expiring.map((item) => item.userId))];
  const people = new Map<number, User>(
    userIds.length ? (await db.select().from(users).where(inArray(users.id, userIds))).map((u) => [u.id, u]) : [],
  );
  let sent = 0;
  for (const item of expiring) {
    const stage = stageOf(item.state);
    const user = people.get(item.userId);
    if (!stage || !user) continue;
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(licenceExpiryWarnings)
        .values({ userId: user.id, ...item.recordedAs, expiresOn: item.expiresOn, stage, sentOn: today })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return;
      await notify(tx, [{ userId: user.id, ...item.notification(stage) }]);
      if (user.notifyByEmail) {
        const mail = expiryMail(user.locale as Locale, { ...item.named, expiresOn: item.expiresOn, stage });
        await sendMail(tx, { to: user.email, ...mail });
      }
      sent += 1;
    });
  }
  return sent;
}
