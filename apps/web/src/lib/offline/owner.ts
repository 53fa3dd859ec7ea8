/** The signed-in user whose outbox queued writes go to; set by the shell, without loading Dexie. */
let owner: number | null = null;

/** Remembers the last signed-in user on this device, so the app opened offline finds their copy before the session is known. */
const REMEMBERED_KEY = 'portal-offline-user';

export const setOfflineOwner = (userId: number | null) => {
  // The server's render of the dashboard (app/snapshot) keeps no copy: that is the browser's.
  if (typeof localStorage === 'undefined') return;
  owner = userId;
  if (userId !== null) localStorage.setItem(REMEMBERED_KEY, String(userId));
};
export const offlineOwner = () => owner;

/** Whose local copy reads fall back to: the signed-in user, else the last one here (until the wipe forgets them). */
export const copyOwner = (): number | null => owner ?? (Number(localStorage.getItem(REMEMBERED_KEY)) || null);
/** The wipe: nothing is written to or read from a local copy again until a user signs in. */
export const forgetCopyOwner = () => {
  owner = null;
  localStorage.removeItem(REMEMBERED_KEY);
};
