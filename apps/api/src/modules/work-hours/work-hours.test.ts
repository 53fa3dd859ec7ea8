import type { WorkHour, WorkHourReport } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildEvent } from '../../../test/factories/club';

const code = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe('work hours', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let pilot: TestClient;
  let pilotMembershipId: number;
  let other: TestClient;

  beforeAll(async () => {
    const board = await buildMember(t.db, ['admin']);
    companyId = board.company.id;
    admin = await signIn(t.app, board.user.email);
    const built = await buildMember(t.db, ['member'], companyId);
    pilotMembershipId = built.membership.id;
    pilot = await signIn(t.app, built.user.email);
    other = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    await admin.patch(`/api/companies/${companyId}`, { settings: { work_hours: { yearly_quota_minutes: 600 } } });
  });

  const log = (client: TestClient, body: Record<string, unknown>) => client.post(`/api/companies/${companyId}/workHours`, body);

  it('lets a member log hours for an event or a task; an admin approves; the report counts approved against the quota', async () => {
    const event = await buildEvent(t.db, companyId, { title: 'Arbeitseinsatz Frühjahr' });
    const forEvent = await log(pilot, { event_id: event.id, worked_on: '2026-04-11', minutes: 240 });
    expect(forEvent.statusCode, forEvent.body).toBe(201);
    const hours = json<{ data: WorkHour }>(forEvent).data;
    expect(hours).toMatchObject({ status: 'pending', event: { id: event.id, title: 'Arbeitseinsatz Frühjahr' } });
    expect(hours.permissions).toEqual({ update: true, delete: true, review: false });
    await log(pilot, { task: 'Rasenmähen', worked_on: '2026-06-01', minutes: 90 });

    const refused = await pilot.patch(`/api/workHours/${hours.id}`, { status: 'approved' });
    expect([refused.statusCode, code(refused)]).toEqual([403, 'work_hours.forbidden']);
    const approved = await admin.patch(`/api/workHours/${hours.id}`, { status: 'approved', review_note: 'Danke!' });
    expect(json<{ data: WorkHour }>(approved).data).toMatchObject({ status: 'approved', review_note: 'Danke!' });
    const locked = await pilot.patch(`/api/workHours/${hours.id}`, { minutes: 600 });
    expect([locked.statusCode, code(locked)]).toEqual([403, 'work_hours.reviewed']);

    const report = json<WorkHourReport>(await admin.get(`/api/companies/${companyId}/workHours/report?year=2026`));
    expect(report.meta).toEqual({ year: 2026, quota_minutes: 600 });
    expect(report.data.find((row) => row.membership_id === pilotMembershipId)).toMatchObject({
      approved_minutes: 240,
      pending_minutes: 90,
      missing_minutes: 360,
    });
    const own = json<WorkHourReport>(await pilot.get(`/api/companies/${companyId}/workHours/report?year=2026`));
    expect(own.data.map((row) => row.membership_id)).toEqual([pilotMembershipId]);
  });

  it('shows members only their own hours; another member’s entry is 404', async () => {
    const mine = json<{ data: WorkHour }>(await log(other, { task: 'Hangar fegen', worked_on: '2026-03-01', minutes: 60 })).data;
    const seen = json<{ data: WorkHour[] }>(await pilot.get(`/api/companies/${companyId}/workHours?paginate=false`)).data;
    expect(seen.every((row) => row.membership_id === pilotMembershipId)).toBe(true);
    expect((await pilot.delete(`/api/workHours/${mine.id}`)).statusCode).toBe(404);
    const all = json<{ data: WorkHour[] }>(await admin.get(`/api/companies/${companyId}/workHours?paginate=false`)).data;
    expect(all.map((row) => row.id)).toContain(mine.id);
    expect((await other.delete(`/api/workHours/${mine.id}`)).statusCode).toBe(204);
  });

  it('names the field of bad input', async () => {
    const neither = await log(pilot, { worked_on: '2026-03-01', minutes: 60 });
    expect(neither.json().error_codes.task[0].code).toBe('work_hours.event_or_task');
    const tooLong = await log(pilot, { task: 'x', worked_on: '2026-03-01', minutes: 2000 });
    expect(Object.keys(tooLong.json().errors)).toEqual(['minutes']);
    const foreign = await buildEvent(t.db, (await buildMember(t.db, ['admin'])).company.id);
    const wrongEvent = await log(pilot, { event_id: foreign.id, worked_on: '2026-03-01', minutes: 60 });
    expect(wrongEvent.json().error_codes.event_id[0].code).toBe('work_hours.event_unknown');
    const forOther = await log(pilot, { membership_id: pilotMembershipId + 1, task: 'x', worked_on: '2026-03-01', minutes: 60 });
    expect(forOther.statusCode).toBe(403);
  });
});
