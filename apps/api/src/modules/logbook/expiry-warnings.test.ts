import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { buildMember, buildUser } from '../../../test/factories';
import { buildMemberDocument } from '../../../test/factories/member-documents';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox, notifications, userLicences } from '../../db/schema';
import { addDays, utcToday } from '../../lib/dates';
import { sendExpiryWarnings } from './expiry-warnings';

const TODAY = '2026-03-31';

async function warningsOf(db: Database, userId: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
}

describe('licence expiry warnings', () => {
  const t = useTestApp();

  it('warns once per document and stage, in the app and by mail in the pilot’s language', async () => {
    const pilot = await buildUser(t.db, { locale: 'de' });
    const quiet = await buildUser(t.db, { notifyByEmail: false });
    await t.db.insert(userLicences).values([
      { userId: pilot.id, kind: 'medical', code: 'CLASS2', expiresOn: addDays(TODAY, 30) },
      { userId: pilot.id, kind: 'rating', code: 'SEP', expiresOn: addDays(TODAY, 200) },
      { userId: pilot.id, kind: 'licence', code: 'PPL(A)' },
      { userId: quiet.id, kind: 'rating', code: 'NIGHT', expiresOn: addDays(TODAY, -3) },
    ]);
    const sent = await sendExpiryWarnings(t.db, TODAY);
    expect(sent).toBe(2);
    expect((await warningsOf(t.db, pilot.id)).map((n) => [n.kind, n.data])).toEqual([
      ['licence.expiring', expect.objectContaining({ code: 'CLASS2', days_left: 30, expires_on: addDays(TODAY, 30) })],
    ]);
    expect((await warningsOf(t.db, quiet.id)).map((n) => n.kind)).toEqual(['licence.expired']);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pilot.email));
    expect(mails.map((m) => m.subject)).toEqual(['Läuft bald ab: Tauglichkeitszeugnis CLASS2']);
    expect(mails[0]?.body).toContain('30.04.2026');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, quiet.email))).toEqual([]);

    await sendExpiryWarnings(t.db, TODAY);
    expect(await warningsOf(t.db, pilot.id)).toHaveLength(1);
    await sendExpiryWarnings(t.db, addDays(TODAY, 25));
    await sendExpiryWarnings(t.db, addDays(TODAY, 26));
    await sendExpiryWarnings(t.db, addDays(TODAY, 31));
    expect((await warningsOf(t.db, pilot.id)).map((n) => n.kind)).toEqual([
      'licence.expiring',
      'licence.expiring',
      'licence.expired',
    ]);
  });

  it('warns members 30 days before a document their company holds expires, and once more when it has', async () => {
    const { membership, user } = await buildMember(t.db, ['member']);
    await buildMemberDocument(t.db, membership, user.id, addDays(TODAY, 30));
    await buildMemberDocument(t.db, membership, user.id, addDays(TODAY, 31), 'zuep');
    expect(await sendExpiryWarnings(t.db, TODAY)).toBe(1);
    expect(await sendExpiryWarnings(t.db, TODAY)).toBe(0);
    expect((await warningsOf(t.db, user.id)).map((n) => [n.kind, n.data])).toEqual([
      ['member_document.expiring', expect.objectContaining({ kind: 'medical', days_left: 30, file_name: 'Medical.pdf' })],
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails.map((m) => m.subject)).toEqual(['Läuft bald ab: Tauglichkeitszeugnis Medical.pdf']);

    await sendExpiryWarnings(t.db, addDays(TODAY, 31));
    expect((await warningsOf(t.db, user.id)).map((n) => n.kind)).toEqual([
      'member_document.expiring',
      'member_document.expired',
      'member_document.expiring',
    ]);
  });

  it('runs when the server starts', async () => {
    const handle = await createTestDatabase();
    const pilot = await buildUser(handle.db);
    await handle.db
      .insert(userLicences)
      .values({ userId: pilot.id, kind: 'medical', code: 'LAPL', expiresOn: addDays(utcToday(), 3) });
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'portal-no-web-build'),
    });
    const app = await buildApp({ config, database: handle });
    try {
      await app.ready();
      expect((await warningsOf(handle.db, pilot.id)).map((n) => n.kind)).toEqual(['licence.expiring']);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
