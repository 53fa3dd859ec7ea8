import type { ClubEvent, EventRegistration, RegistrationResult } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildEvent, eventInput } from '../../../test/factories/club';
import { mailsTo } from '../../../test/factories/identity';

const code = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe('club events', () => {
  const t = useTestApp();
  let companyId: number;
  let admin: TestClient;
  let pilot: TestClient;
  let student: TestClient;
  let studentEmail: string;

  beforeAll(async () => {
    const board = await buildMember(t.db, ['admin']);
    companyId = board.company.id;
    admin = await signIn(t.app, board.user.email);
    pilot = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    const built = await buildMember(t.db, ['student'], companyId);
    studentEmail = built.user.email;
    student = await signIn(t.app, studentEmail);
  });

  it('lets admins create events, tells the members in the app and by mail, refuses members', async () => {
    const created = await admin.post(`/api/companies/${companyId}/events`, eventInput(5, { capacity: 10 }));
    expect(created.statusCode, created.body).toBe(201);
    const event = json<{ data: ClubEvent }>(created).data;
    expect(event).toMatchObject({ capacity: 10, registered_count: 0, registration_open: true, my_registration: null });
    const inbox = await student.get('/api/notifications');
    expect(inbox.json().data.map((n: { kind: string }) => n.kind)).toContain('event.created');
    expect((await mailsTo(t.db, studentEmail)).map((m) => m.subject)).toContain('Neue Veranstaltung: Theorieabend Meteorologie');
    const refused = await pilot.post(`/api/companies/${companyId}/events`, eventInput());
    expect([refused.statusCode, code(refused)]).toEqual([403, 'event.forbidden']);
  });

  it('names the field of a bad event: end before start, deadline after start', async () => {
    const input = eventInput(3);
    const backwards = await admin.post(`/api/companies/${companyId}/events`, { ...input, ends_at: input.starts_at });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error_codes.ends_at[0].code).toBe('event.ends_before_start');
    const late = await admin.post(`/api/companies/${companyId}/events`, {
      ...input,
      registration_deadline: input.ends_at,
    });
    expect(late.json().error_codes.registration_deadline[0].code).toBe('event.deadline_after_start');
  });

  it('shows a member only the events meant for their roles (404 by id for the others)', async () => {
    const forStudents = await buildEvent(t.db, companyId, { title: 'Theorie für Flugschüler', visibleToRoles: ['student'] });
    const list = (client: TestClient) =>
      client.get(`/api/companies/${companyId}/events?paginate=false`).then((r) => json<{ data: ClubEvent[] }>(r).data);
    expect((await list(student)).map((e) => e.id)).toContain(forStudents.id);
    expect((await list(admin)).map((e) => e.id)).toContain(forStudents.id);
    expect((await list(pilot)).map((e) => e.id)).not.toContain(forStudents.id);
    expect((await pilot.get(`/api/events/${forStudents.id}`)).statusCode).toBe(404);
    expect((await pilot.post(`/api/events/${forStudents.id}/registrations`)).statusCode).toBe(404);
  });

  it('waiting-lists when full and moves the first waiting member up on a cancellation, notified', async () => {
    // Another event's waiting list counts for nothing here.
    const other = await buildEvent(t.db, companyId, { capacity: 1 });
    await admin.post(`/api/events/${other.id}/registrations`);
    await pilot.post(`/api/events/${other.id}/registrations`);
    const event = await buildEvent(t.db, companyId, { capacity: 1 });
    const first = await pilot.post(`/api/events/${event.id}/registrations`);
    expect([first.statusCode, json<{ data: RegistrationResult }>(first).data.status]).toEqual([201, 'registered']);
    const second = await student.post(`/api/events/${event.id}/registrations`);
    expect(json<{ data: RegistrationResult }>(second).data).toMatchObject({ status: 'waiting', waiting_position: 1 });
    const listed = json<{ data: ClubEvent[] }>(await student.get(`/api/companies/${companyId}/events?paginate=false`)).data;
    expect(listed.find((e) => e.id === event.id)?.my_registration).toEqual({ status: 'waiting', waiting_position: 1 });
    const third = await admin.post(`/api/events/${event.id}/registrations`);
    expect(json<{ data: RegistrationResult }>(third).data).toMatchObject({ status: 'waiting', waiting_position: 2 });
    const again = await student.post(`/api/events/${event.id}/registrations`);
    expect([again.statusCode, code(again)]).toEqual([409, 'event.already_registered']);

    expect((await pilot.delete(`/api/events/${event.id}/registrations/me`)).statusCode).toBe(204);
    const seen = json<{ data: ClubEvent }>(await student.get(`/api/events/${event.id}`)).data;
    expect(seen.my_registration).toEqual({ status: 'registered', waiting_position: null });
    const kinds = (await student.get('/api/notifications')).json().data.map((n: { kind: string }) => n.kind);
    expect(kinds).toContain('event.moved_up');
    const adminView = json<{ data: ClubEvent }>(await admin.get(`/api/events/${event.id}`)).data;
    expect(adminView.my_registration).toEqual({ status: 'waiting', waiting_position: 1 });

    const registrations = json<{ data: EventRegistration[] }>(await admin.get(`/api/events/${event.id}/registrations`)).data;
    expect(registrations.map((r) => r.status)).toEqual(['registered', 'waiting', 'declined']);
    expect((await pilot.get(`/api/events/${event.id}/registrations`)).statusCode).toBe(403);
    const csv = await admin.get(`/api/events/${event.id}/registrations/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('registered');
  });

  it('moves waiting members up when the capacity grows, and refuses a capacity below the registered', async () => {
    const event = await buildEvent(t.db, companyId, { capacity: 1 });
    await pilot.post(`/api/events/${event.id}/registrations`);
    await student.post(`/api/events/${event.id}/registrations`);
    const shrink = await admin.patch(`/api/events/${event.id}`, { capacity: 1, title: 'Flugtag' });
    expect(shrink.statusCode, shrink.body).toBe(200);
    const grown = await admin.patch(`/api/events/${event.id}`, { capacity: 2 });
    expect(json<{ data: ClubEvent }>(grown).data).toMatchObject({ registered_count: 2, waiting_count: 0 });
    const below = await admin.patch(`/api/events/${event.id}`, { capacity: 1 });
    expect([below.statusCode, below.json().error_codes.capacity[0].code]).toEqual([422, 'event.capacity_below_registered']);
  });

  it('closes registration after the deadline', async () => {
    const event = await buildEvent(t.db, companyId, { registrationDeadline: new Date(Date.now() - 60_000) });
    const late = await pilot.post(`/api/events/${event.id}/registrations`);
    expect([late.statusCode, code(late)]).toEqual([409, 'event.registration_closed']);
    const seen = json<{ data: ClubEvent }>(await pilot.get(`/api/events/${event.id}`)).data;
    expect(seen.permissions.register).toBe(false);
  });

  it('puts the events a member registered for into the personal calendar feed', async () => {
    const event = await buildEvent(t.db, companyId, { title: 'Jahreshauptversammlung' });
    await pilot.post(`/api/events/${event.id}/registrations`);
    const { url } = (await pilot.get('/api/user/calendar-feed')).json().data;
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.body).toContain('SUMMARY:Jahreshauptversammlung');
    expect(feed.body).toContain(`UID:event-${event.id}@flugportal`);
  });

  it('cancels an event: registered members hear of it', async () => {
    const event = await buildEvent(t.db, companyId, { title: 'Flugtag abgesagt' });
    await student.post(`/api/events/${event.id}/registrations`);
    expect((await pilot.delete(`/api/events/${event.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    const kinds = (await student.get('/api/notifications')).json().data.map((n: { kind: string }) => n.kind);
    expect(kinds).toContain('event.cancelled');
    expect((await student.get(`/api/events/${event.id}`)).statusCode).toBe(404);
  });
});
