import type { ClubEvent, Mailing, WorkHourReport } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { companies } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedClubLife } from './club-life';
import { seedIdentity } from './identity';

describe('demo club life', () => {
  const t = useTestApp();

  it('seeds events with a waiting list, work hours against the quota and a delivered member mail', async () => {
    const context = { passwordHash: await hashPassword(DEMO_PASSWORD), now: new Date() };
    await t.db.transaction(async (tx) => {
      await seedIdentity(tx, context);
      await seedClubLife(tx, context);
    });
    const club = await t.db.query.companies.findFirst({ where: eq(companies.kind, 'club') });
    const student = await signIn(t.app, 'student@demo.aero', DEMO_PASSWORD);
    const upcoming = json<{ data: ClubEvent[] }>(await student.get(`/api/companies/${club?.id}/events`)).data;
    expect(upcoming.map((e) => e.title)).toEqual([
      'Theorieabend Meteorologie',
      'Arbeitseinsatz Herbst',
      'Jahreshauptversammlung',
    ]);
    expect(upcoming[0]?.my_registration).toEqual({ status: 'waiting', waiting_position: 1 });
    const pilot = await signIn(t.app, 'pilot@demo.aero', DEMO_PASSWORD);
    const seen = json<{ data: ClubEvent[] }>(await pilot.get(`/api/companies/${club?.id}/events`)).data;
    expect(seen.map((e) => e.title)).not.toContain('Theorieabend Meteorologie');
    const admin = await signIn(t.app, 'admin@demo.aero', DEMO_PASSWORD);
    const report = json<WorkHourReport>(await admin.get(`/api/companies/${club?.id}/workHours/report`));
    expect(report.meta.quota_minutes).toBe(600);
    expect(report.data.find((row) => row.name === 'Jonas Pilot')).toMatchObject({ approved_minutes: 360, pending_minutes: 150 });
    const sent = json<{ data: Mailing[] }>(await admin.get(`/api/companies/${club?.id}/mailings`)).data;
    expect(sent[0]?.counts).toEqual({ queued: 0, sent: 12, failed: 0, unsubscribed: 0 });
    expect(json<{ data: Mailing[] }>(await pilot.get(`/api/companies/${club?.id}/mailings`)).data).toHaveLength(1);
  });
});
