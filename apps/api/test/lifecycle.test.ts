import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testDatabaseKind } from './database';
import { browserSignIn, guestJar, type ServerProcess, START_WITHIN, signInWith, startServer } from './server-process';

const PASSWORD = 'demo-pass-2026';

/** Where the spawned servers keep their data: a PGlite folder, or a PostgreSQL database of this file's own. */
async function storage(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-'));
  if (testDatabaseKind === 'pglite') return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const database = await createServerDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, drop: database.drop };
}

const me = (server: ServerProcess, cookie: string) =>
  fetch(`${server.url}/api/user`, { headers: { cookie, accept: 'application/json' } });

describe(`server lifecycle on ${testDatabaseKind}`, async () => {
  const store = await storage();
  afterAll(() => store.drop());

  it(
    'loads the demo data, finishes requests in flight on SIGTERM and keeps every acknowledged write',
    async () => {
      const first = await startServer({ ...store.env, LOG_LEVEL: 'info' });
      const emails = ['pilot@demo.aero', 'admin@demo.aero', 'student@demo.aero', 'instructor@demo.aero', 'accounting@demo.aero'];
      const guests = await Promise.all(emails.map(() => guestJar(first.url)));
      let answered = 0;
      const inFlight = emails.map((email, i) =>
        signInWith(first.url, guests[i] as Map<string, string>, email, PASSWORD).finally(() => answered++),
      );
      // The signal comes once the server has all five sign-ins; Argon2 keeps them busy for a while.
      await first.logged('"url":"/login"', emails.length);
      const stopped = Date.now();
      const exitCode = first.stop();
      expect(answered, 'sign-ins answered before the signal').toBeLessThan(emails.length);
      const acknowledged = await Promise.all(inFlight);
      expect(await exitCode).toBe(0);
      // Keep-alive connections end with their answer: the server does not wait 72 s for them.
      expect(Date.now() - stopped).toBeLessThan(15_000);

      const second = await startServer(store.env);
      for (const cookie of acknowledged) expect((await me(second, cookie)).status).toBe(200);
      const pilot = (await (await me(second, acknowledged[0] as string)).json()) as { email: string };
      expect(emails).toContain(pilot.email);
      expect(await second.stop()).toBe(0);
    },
    2 * START_WITHIN,
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'lets two instances on one PostgreSQL share sessions',
    async () => {
      const [a, b] = await Promise.all([startServer(store.env), startServer(store.env)]);
      if (!a || !b) throw new Error('servers did not start');
      const cookie = await browserSignIn(a.url, 'instructor@demo.aero', PASSWORD);
      const seenByB = await me(b, cookie);
      expect(seenByB.status).toBe(200);
      expect(((await seenByB.json()) as { email: string }).email).toBe('instructor@demo.aero');
      await Promise.all([a.stop(), b.stop()]);
    },
    120_000,
  );
});
