import { activeCompanyId } from '../api/session';
import type { KeptAnswer } from './answers';
import { isConnectionLost } from './connection';
import { copyOwner } from './owner';
import { markOnline, markServedOffline } from './status';

/**
 * Every read's answer is kept in the user's local copy (Dexie loads when the page is idle, not with
 * the read); when the server cannot be reached, the read is answered from there and the shell says
 * as of when. Searches as the user types are not kept.
 */
const pending = new Map<string, KeptAnswer>();
let scheduled = false;

const keyOf = (url: string) => `${activeCompanyId() ?? 0} ${url}`;
const isSearch = (url: string) => /[?&]search=[^&]/.test(url);

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 1000);
}

async function save() {
  scheduled = false;
  const owner = copyOwner();
  const answers = [...pending.values()];
  pending.clear();
  if (owner === null || answers.length === 0) return;
  const { saveAnswers } = await import('./answers');
  // Signed out (or a 401 wiped the copy) while Dexie's chunk loaded: the database is not opened again.
  if (copyOwner() !== owner) return;
  await saveAnswers(owner, answers).catch(() => undefined);
}

/** The server answered `url`: kept for when it cannot. */
export function keepAnswer(url: string, body: unknown) {
  markOnline();
  if (isSearch(url)) return;
  const key = keyOf(url);
  pending.set(key, { key, body, saved_at: new Date().toISOString() });
  if (scheduled) return;
  scheduled = true;
  whenIdle(() => void save());
}

/** The kept answer of `url` when the connection is lost; otherwise (or without one) the read fails as it did. */
export async function answerFromCopy(url: string, error: unknown): Promise<unknown> {
  const owner = copyOwner();
  if (owner === null || !isConnectionLost(error)) throw error;
  const { readAnswer } = await import('./answers');
  const kept = pending.get(keyOf(url)) ?? (await readAnswer(owner, keyOf(url)).catch(() => undefined));
  if (!kept) throw error;
  markServedOffline(kept.saved_at);
  return kept.body;
}
