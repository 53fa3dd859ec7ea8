import { activeCompanyId } from '../api/session';

/**
 * The app starts afresh on every full navigation, and each start would read ahead the whole copy again (about two reads
 * per aircraft and eight logbook pages). A start within this time of the last complete read-ahead of the same user and
 * company leaves it to the 10-minute sync; a reconnect always reads ahead.
 */
const READ_AHEAD_GAP_MS = 5 * 60_000;
const PREFIX = 'portal-read-ahead-';

const key = (userId: number) => `${PREFIX}${userId}-${activeCompanyId() ?? 0}`;

export const readAheadIsFresh = (userId: number, now = Date.now()) =>
  now - Number(localStorage.getItem(key(userId)) ?? 0) < READ_AHEAD_GAP_MS;

export const stampReadAhead = (userId: number, now = Date.now()) => localStorage.setItem(key(userId), String(now));

/** The wipe: the next sign-in reads ahead at once, as the copy is gone. */
export function forgetReadAheads() {
  for (const name of Object.keys(localStorage).filter((name) => name.startsWith(PREFIX))) localStorage.removeItem(name);
}
