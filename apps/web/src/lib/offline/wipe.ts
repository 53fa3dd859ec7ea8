import { DATABASE_PREFIX } from './names';
import { forgetCopyOwner } from './owner';
import { forgetReadAheads } from './readAheadStamp';

/** Deletes every local portal database (shared cache, per user, per company) without loading Dexie. */
export async function wipeOfflineData() {
  forgetCopyOwner();
  forgetReadAheads();
  window.dispatchEvent(new Event('portal:wipe'));
  const databases = (await indexedDB.databases?.()) ?? [];
  await Promise.all(
    databases
      .map((database) => database.name)
      .filter((name): name is string => Boolean(name?.startsWith(DATABASE_PREFIX)))
      .map(
        (name) =>
          new Promise<void>((resolve) => {
            const deletion = indexedDB.deleteDatabase(name);
            deletion.onsuccess = deletion.onerror = deletion.onblocked = () => resolve();
          }),
      ),
  );
}
