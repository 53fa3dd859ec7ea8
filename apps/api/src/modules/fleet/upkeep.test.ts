import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane, buildDocument, buildMaintenanceItem, buildSquawk } from '../../../test/factories/fleet';
import { todayIn } from '../../lib/dates';

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const errorFields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);
/** A date some days from today in Berlin, where the test companies are. */
const inDays = (days: number) => {
  const date = new Date(`${todayIn('Europe/Berlin')}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface Item {
  what: string;
  minutes_left: number | null;
  days_left: number | null;
  light: string;
}
interface Status {
  status: string;
  light: string;
  maintenance_items: Item[];
  open_squawks: { description: string; status: string }[];
  expiring_documents: { title: string; days_left: number; light: string }[];
}

describe('maintenance, squawks, documents and the status page', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    member = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
  });

  it('keeps maintenance items: admins write, members read what is left', async () => {
    const airplane = await buildAirplane(t.db, companyId, { hobbsMinutes: 60_000 });
    const url = `/api/airplanes/${airplane.id}/maintenanceItems`;
    const created = await admin.post(url, {
      what: '50-Stunden-Kontrolle',
      due_at_hobbs_minutes: 60_300,
      warn_before_minutes: 600,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(data(created)).toMatchObject({ minutes_left: 300, days_left: null, light: 'amber' });
    expect((await member.post(url, { what: 'ARC', due_on: inDays(100) })).statusCode).toBe(403);
    expect(errorFields(await admin.post(url, { what: 'Nothing due' }))).toEqual(['due_on']);
    expect(errorFields(await admin.post(url, { what: 'ARC', due_on: '2026-13-01' }))).toEqual(['due_on']);

    await admin.post(url, { what: 'ARC', due_on: inDays(100) });
    const list = data<Item[]>(await member.get(url));
    expect(list.map((item) => [item.what, item.light, item.days_left])).toEqual([
      ['ARC', 'green', 100],
      ['50-Stunden-Kontrolle', 'amber', null],
    ]);

    const id = (data(created) as { id: number }).id;
    const moved = await admin.patch(`/api/maintenanceItems/${id}`, { due_at_hobbs_minutes: 63_000 });
    expect(data(moved)).toMatchObject({ minutes_left: 3000, light: 'green' });
    expect(errorFields(await admin.patch(`/api/maintenanceItems/${id}`, { due_at_hobbs_minutes: null }))).toEqual(['due_on']);
    expect((await member.delete(`/api/maintenanceItems/${id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/maintenanceItems/${id}`)).statusCode).toBe(204);
  });

  it('grounds the aircraft for a no-go squawk and returns it to service when the last one is fixed', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const reported = await member.post(`/api/airplanes/${airplane.id}/squawks`, {
      description: 'Brake pedal right soft',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const squawk = data<{ id: number; status: string; reported_by: { name: string } }>(reported);
    expect(squawk.status).toBe('open');
    expect(squawk.reported_by.name).toMatch(/Test Pilot/);
    const second = await buildSquawk(t.db, airplane);

    expect((await member.patch(`/api/squawks/${squawk.id}`, { status: 'no_go' })).statusCode).toBe(403);
    for (const id of [squawk.id, second.id]) {
      const classified = await admin.patch(`/api/squawks/${id}`, { status: 'no_go' });
      expect(classified.statusCode, classified.body).toBe(200);
      expect(data(classified)).toMatchObject({ status: 'no_go', classified_by: { name: expect.any(String) } });
    }
    const grounded = data<{ status: string; status_reason: string }>(await member.get(`/api/airplanes/${airplane.id}`));
    expect(grounded).toMatchObject({ status: 'grounded', status_reason: 'No-go squawk: Brake pedal right soft' });
    expect(errorFields(await admin.patch(`/api/airplanes/${airplane.id}`, { status: 'active' }))).toEqual(['status']);

    await admin.patch(`/api/squawks/${squawk.id}`, { status: 'fixed', resolution: 'Brake bled' });
    expect(data<{ status: string }>(await member.get(`/api/airplanes/${airplane.id}`)).status).toBe('grounded');
    const deferred = await admin.patch(`/api/squawks/${second.id}`, { status: 'deferred' });
    expect(data(deferred)).toMatchObject({ status: 'deferred', fixed_at: null });
    expect(data<{ status: string; status_reason: null }>(await member.get(`/api/airplanes/${airplane.id}`))).toMatchObject({
      status: 'active',
      status_reason: null,
    });
    const open = data<{ status: string }[]>(await member.get(`/api/airplanes/${airplane.id}/squawks?status=fixed`));
    expect(open.map((row) => row.status)).toEqual(['fixed']);
    expect(errorFields(await member.post(`/api/airplanes/${airplane.id}/squawks`, { description: ' ' }))).toEqual([
      'description',
    ]);
  });

  it('keeps an aircraft grounded by hand grounded when a no-go is fixed', async () => {
    const airplane = await buildAirplane(t.db, companyId, { status: 'grounded', statusReason: 'Annual inspection' });
    const squawk = await buildSquawk(t.db, airplane);
    await admin.patch(`/api/squawks/${squawk.id}`, { status: 'no_go' });
    await admin.patch(`/api/squawks/${squawk.id}`, { status: 'fixed' });
    const shown = data<{ status: string; status_reason: string }>(await member.get(`/api/airplanes/${airplane.id}`));
    expect(shown).toMatchObject({ status: 'grounded', status_reason: 'Annual inspection' });
  });

  it('keeps documents with their expiry', async () => {
    const airplane = await buildAirplane(t.db, companyId);
    const url = `/api/airplanes/${airplane.id}/documents`;
    const created = await admin.post(url, {
      kind: 'radio_licence',
      title: 'Frequenzzuteilung',
      expires_on: inDays(10),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(data(created)).toMatchObject({ days_left: 10, light: 'amber' });
    expect((await member.post(url, { kind: 'other', title: 'POH' })).statusCode).toBe(403);
    expect(errorFields(await admin.post(url, { kind: 'passport', title: 'X' }))).toEqual(['kind']);
    const id = (data(created) as { id: number }).id;
    expect(data(await admin.patch(`/api/airplaneDocuments/${id}`, { expires_on: inDays(-1) }))).toMatchObject({ light: 'red' });
    expect(data<unknown[]>(await member.get(url))).toHaveLength(1);
    expect((await admin.delete(`/api/airplaneDocuments/${id}`)).statusCode).toBe(204);
  });

  it('weighs everything on the status page', async () => {
    const airplane = await buildAirplane(t.db, companyId, { hobbsMinutes: 1000 });
    const statusOf = async () => data<Status>(await member.get(`/api/airplanes/${airplane.id}/status`));
    expect(await statusOf()).toMatchObject({ status: 'active', light: 'green', maintenance_items: [], open_squawks: [] });

    await buildMaintenanceItem(t.db, airplane, { what: 'ARC', dueOn: inDays(20), warnBeforeDays: 30 });
    await buildDocument(t.db, airplane, { title: 'Versicherung', expiresOn: inDays(400) });
    await buildDocument(t.db, airplane, { title: 'ARC-Bescheinigung', kind: 'airworthiness_review', expiresOn: inDays(5) });
    let status = await statusOf();
    expect(status.light).toBe('amber');
    expect(status.maintenance_items.map((item) => [item.what, item.days_left, item.light])).toEqual([['ARC', 20, 'amber']]);
    expect(status.expiring_documents.map((document) => document.title)).toEqual(['ARC-Bescheinigung']);

    await buildMaintenanceItem(t.db, airplane, { what: '100h', dueAtHobbsMinutes: 1000 });
    await buildSquawk(t.db, airplane, { description: 'Fuel cap missing' });
    status = await statusOf();
    expect(status.light).toBe('red');
    expect(status.maintenance_items.find((item) => item.what === '100h')).toMatchObject({ minutes_left: 0, light: 'red' });
    expect(status.open_squawks.map((squawk) => squawk.description)).toEqual(['Fuel cap missing']);
  });
});
