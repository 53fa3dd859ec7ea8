import type { ClubDocument, DocumentFolder } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { companies } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedDocuments } from './documents';
import { seedIdentity } from './identity';

describe('demo documents', () => {
  const t = useTestApp();

  it('seeds the club’s folders with generated PDFs, the operations manual as must-read, and a board folder for admins', async () => {
    const context = { passwordHash: await hashPassword(DEMO_PASSWORD), now: new Date() };
    await t.db.transaction(async (tx) => {
      await seedIdentity(tx, context);
      await seedDocuments(tx, context);
    });
    const club = await t.db.query.companies.findFirst({ where: eq(companies.kind, 'club') });
    const pilot = await signIn(t.app, 'pilot@demo.aero', DEMO_PASSWORD);
    const folders = json<{ data: DocumentFolder[] }>(await pilot.get(`/api/companies/${club?.id}/documentFolders`)).data;
    expect(folders.map((f) => f.name)).toEqual(['Betriebshandbuch', 'Gebührenordnung', 'Protokolle']);
    const open = json<{ data: ClubDocument[] }>(await pilot.get(`/api/companies/${club?.id}/documents?unread=true`)).data;
    expect(open.map((d) => d.name)).toEqual(['Betriebshandbuch Flugbetrieb']);
    const file = await pilot.get(open[0]?.current.url as string);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const admin = await signIn(t.app, 'admin@demo.aero', DEMO_PASSWORD);
    expect(json<{ data: DocumentFolder[] }>(await admin.get(`/api/companies/${club?.id}/documentFolders`)).data).toHaveLength(4);
  });
});
