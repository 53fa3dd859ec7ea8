import type { SettingsChange } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildMember, buildMembership, buildUser } from '../../../test/factories';
import { mailsTo } from '../../../test/factories/identity';
import { PNG, upload } from '../../../test/tenancy/uploads';
import { fieldChanges } from './settings-changes';

const t = useTestApp();

async function clubWithAdmin() {
  const board = await buildMember(t.db, ['admin']);
  return { companyId: board.company.id, admin: await signIn(t.app, board.user.email), user: board.user };
}

describe('company settings in sections', () => {
  it('names the field of a bad booking rule, default role or mail footer (422), and changes nothing', async () => {
    const { companyId, admin } = await clubWithAdmin();
    const bad = [
      [{ settings: { booking: { cancellation_deadline_hours: -1 } } }, 'settings.booking.cancellation_deadline_hours'],
      [{ settings: { booking: { licence_check: 'sometimes' } } }, 'settings.booking.licence_check'],
      [{ settings: { memberships: { default_role: 'pilot' } } }, 'settings.memberships.default_role'],
      [{ settings: { mail: { footer: 'x'.repeat(501) } } }, 'settings.mail.footer'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await admin.patch(`/api/companies/${companyId}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
    const changes = await admin.get(`/api/companies/${companyId}/settingsChanges`);
    expect(json<{ data: SettingsChange[] }>(changes).data).toEqual([]);
  });

  it('lists every saved change with who made it and each field as it was and became, newest first, paged', async () => {
    const { companyId, admin, user } = await clubWithAdmin();
    expect((await admin.patch(`/api/companies/${companyId}`, { phone: '+49 7940 1234' })).statusCode).toBe(200);
    const rules = { settings: { booking: { cancellation_deadline_hours: 12, licence_check: 'block' } } };
    expect((await admin.patch(`/api/companies/${companyId}`, rules)).statusCode).toBe(200);
    const first = await admin.get(`/api/companies/${companyId}/settingsChanges?per_page=1`);
    expect(first.statusCode).toBe(200);
    const page = json<{ data: SettingsChange[]; meta: { total: number } }>(first);
    expect(page.meta.total).toBe(2);
    expect(page.data[0]).toMatchObject({
      actor: { id: user.id, name: user.name },
      acting_as: null,
      changes: [
        { field: 'settings.booking.cancellation_deadline_hours', before: null, after: 12 },
        { field: 'settings.booking.licence_check', before: null, after: 'block' },
      ],
    });
    const second = json<{ data: SettingsChange[] }>(
      await admin.get(`/api/companies/${companyId}/settingsChanges?per_page=1&page=2`),
    );
    expect(second.data[0]?.changes).toEqual([{ field: 'phone', before: null, after: '+49 7940 1234' }]);
  });

  it('shows the change log to admins only', async () => {
    const { companyId } = await clubWithAdmin();
    const member = await buildMember(t.db, ['member'], companyId);
    const client = await signIn(t.app, member.user.email);
    expect((await client.get(`/api/companies/${companyId}/settingsChanges`)).statusCode).toBe(403);
  });

  it('gives a join request the company’s default role on approval, and keeps roles an admin chose', async () => {
    const { companyId, admin } = await clubWithAdmin();
    await admin.patch(`/api/companies/${companyId}`, { settings: { memberships: { default_role: 'student' } } });
    const asked = await buildMembership(t.db, companyId, (await buildUser(t.db)).id, { status: 'pending' });
    const chosen = await buildMembership(t.db, companyId, (await buildUser(t.db)).id, {
      status: 'pending',
      roles: ['crew'],
    });
    const approve = async (id: number) => (await admin.post(`/api/memberships/${id}/approve`)).json().data.roles;
    expect(await approve(asked.id)).toEqual(['student']);
    expect(await approve(chosen.id)).toEqual(['crew']);
  });

  it('puts the company’s mail footer under its member mail', async () => {
    const { companyId, admin } = await clubWithAdmin();
    const reader = await buildMember(t.db, ['member'], companyId);
    const footer = 'Luftsportverein Hohenlohe e. V. · VR 1234 Amtsgericht Stuttgart';
    await admin.patch(`/api/companies/${companyId}`, { settings: { mail: { footer } } });
    const sent = await admin.post(`/api/companies/${companyId}/mailings`, {
      subject: 'Arbeitsdienst',
      body: 'Samstag um 9 Uhr am Hangar.',
      roles: [],
      essential: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await mailsTo(t.db, reader.user.email);
    expect(mail?.body).toContain(`\n-- \n`);
    expect(mail?.body).toContain(footer);
  });
});

describe('fieldChanges', () => {
  it('lists changed leaves by their dotted path, a removed key as null', () => {
    expect(
      fieldChanges(
        { name: 'Alt', settings: { booking: { max_days_ahead: 180 }, mail: { footer: 'a' } } },
        { name: 'Neu', settings: { booking: { max_days_ahead: 90 } } },
      ),
    ).toEqual([
      { field: 'name', before: 'Alt', after: 'Neu' },
      { field: 'settings.booking.max_days_ahead', before: 180, after: 90 },
      { field: 'settings.mail.footer', before: 'a', after: null },
    ]);
  });
});

describe('the company logo', () => {
  it('keeps an uploaded image in the file store, refuses what is not one (422 on file), and audits both changes', async () => {
    const { companyId, admin } = await clubWithAdmin();
    const send = (content: Buffer) => {
      const { url, body, headers } = upload(`/api/companies/${companyId}/logo`, content, 'image/png');
      return admin.request('POST', url, body, headers);
    };
    const refused = await send(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['file']);
    const saved = await send(PNG);
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json().data.logo_url as string;
    expect(logoUrl).toMatch(/^\/api\/files\/\d+$/);
    expect((await admin.get(logoUrl)).headers['content-type']).toBe('image/png');
    const removed = await admin.request('DELETE', `/api/companies/${companyId}/logo`);
    expect(removed.json().data.logo_url).toBeNull();
    expect((await admin.get(logoUrl)).statusCode).toBe(404);
    const log = json<{ data: SettingsChange[] }>(await admin.get(`/api/companies/${companyId}/settingsChanges`)).data;
    expect(log.map((entry) => entry.changes)).toEqual([
      [{ field: 'logo_url', before: logoUrl, after: null }],
      [{ field: 'logo_url', before: null, after: logoUrl }],
    ]);
  });
});
