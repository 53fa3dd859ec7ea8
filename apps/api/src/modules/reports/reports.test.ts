import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { buildAirplane } from '../../../test/factories/fleet';
import { buildFlight } from '../../../test/factories/flights';
import { bookings } from '../../db/schema';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

/** The PDF's text as poppler reads it, with its layout kept so a label and its value share a line. */
function pdfText(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe(`reports on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let companyName: string;
  let admin: TestClient;
  let accounting: TestClient;
  let member: TestClient;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    // Europe/Berlin: summer time starts on 29 March 2026 at 02:00 (01:00 UTC).
    const company = await buildCompany(t.db, { name: 'Luftsportverein Öhringen', timezone: 'Europe/Berlin' });
    companyId = company.id;
    companyName = company.name;
    const person = async (name: string, roles: ('admin' | 'accounting' | 'instructor' | 'member')[] = ['member']) => {
      const user = await buildUser(t.db, { name });
      const membership = await buildMembership(t.db, companyId, user.id, { roles });
      return { user, membership };
    };
    const board = await person('Anna Admin', ['admin']);
    admin = await signIn(t.app, board.user.email);
    accounting = await signIn(t.app, (await person('Bea Buchhaltung', ['accounting'])).user.email);
    const p1 = await person('Paul Pilot');
    const p2 = await person('Petra Pilotin');
    const instructor = await person('Ingo Lehrer', ['instructor']);
    const gone = await person('Quentin Quiet');
    const edgeOut = await person('Sara Still');
    const edgeIn = await person('Rolf Recent');
    member = await signIn(t.app, p1.user.email);
    Object.assign(names, { p1: p1.user.name, p2: p2.user.name, instructor: instructor.user.name });

    const a = await buildAirplane(t.db, companyId, { registration: 'D-EAAA' });
    const b = await buildAirplane(t.db, companyId, { registration: 'D-EBBB' });
    const fly = (
      airplaneId: number,
      pilotMembershipId: number,
      offBlock: string,
      minutes: number,
      extra: Parameters<typeof buildFlight>[2] = {},
    ) => {
      const offBlockAt = at(offBlock);
      const onBlockAt = new Date(offBlockAt.getTime() + minutes * MINUTE);
      return buildFlight(
        t.db,
        { companyId, airplaneId, pilotMembershipId },
        { offBlockAt, takeoffAt: offBlockAt, landingAt: onBlockAt, onBlockAt, hobbsEnd: minutes, ...extra },
      );
    };
    await fly(a.id, p1.membership.id, '2026-03-10T09:00:00Z', 90, { landingsDay: 3 });
    // 23:30 on 31 March in Berlin (summer time): March, though it ends in April.
    await fly(a.id, p2.membership.id, '2026-03-31T21:30:00Z', 60, {
      flightType: 'training',
      instructorMembershipId: instructor.membership.id,
    });
    // 00:30 on 1 March in Berlin (winter time) is March; 23:30 on 28 February is February.
    await fly(b.id, p1.membership.id, '2026-02-28T23:30:00Z', 45, { landingsDay: 2 });
    await fly(a.id, p1.membership.id, '2026-02-28T22:30:00Z', 60);
    // 00:30 on 1 April in Berlin: April.
    await fly(b.id, p2.membership.id, '2026-03-31T22:30:00Z', 60);
    // Across the change to summer time: 01:30 CET to 03:30 CEST is one hour of block time.
    await fly(b.id, p1.membership.id, '2026-03-29T00:30:00Z', 60);
    // A billed flight and its correction: only the correction counts.
    const original = await fly(a.id, p2.membership.id, '2026-03-15T10:00:00Z', 60, {
      status: 'billed',
      billedAt: at('2026-03-20T10:00:00Z'),
    });
    await fly(a.id, p2.membership.id, '2026-03-15T10:00:00Z', 90, { correctsFlightId: original.id });
    // Member activity up to 31 March: 21 Dec is 100 days before, 31 Dec 90 days, 1 Jan 89 days.
    await fly(a.id, gone.membership.id, '2025-12-21T12:00:00Z', 60);
    await fly(a.id, edgeOut.membership.id, '2025-12-31T12:00:00Z', 60);
    await fly(a.id, edgeIn.membership.id, '2026-01-01T12:00:00Z', 60);
    Object.assign(names, { gone: gone.user.name, edgeOut: edgeOut.user.name, admin: board.user.name });

    const booking = (
      airplaneId: number,
      startsAt: string,
      minutes: number,
      extra: Partial<typeof bookings.$inferInsert> = {},
    ) => ({
      companyId,
      airplaneId,
      membershipId: p1.membership.id,
      startsAt: at(startsAt),
      endsAt: new Date(at(startsAt).getTime() + minutes * MINUTE),
      ...extra,
    });
    await t.db
      .insert(bookings)
      .values([
        booking(a.id, '2026-03-10T08:00:00Z', 180),
        booking(a.id, '2026-03-12T08:00:00Z', 120, { status: 'cancelled', cancelledAt: at('2026-03-11T08:00:00Z') }),
        booking(a.id, '2026-03-13T08:00:00Z', 480, { type: 'maintenance', membershipId: null }),
        booking(b.id, '2026-03-01T00:00:00Z', 120),
        booking(b.id, '2026-03-31T22:00:00Z', 120),
      ]);

    // Another company's flight in the same month stays out.
    const stranger = await buildMember(t.db, ['member']);
    const theirs = await buildAirplane(t.db, stranger.company.id, { registration: 'D-EXXX' });
    await buildFlight(
      t.db,
      { companyId: stranger.company.id, airplaneId: theirs.id, pilotMembershipId: stranger.membership.id },
      { offBlockAt: at('2026-03-10T09:00:00Z') },
    );
  });

  const march = 'from=2026-03-01&to=2026-03-31';
  const report = async (name: string, query = march, client = admin) => {
    const response = await client.get(`/api/companies/${companyId}/reports/${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: Report }>(response).data;
  };

  it('sums flights, landings and block minutes per aircraft, member, instructor and flight type in the company zone', async () => {
    const aircraft = await report('aircraft');
    expect(aircraft.rows).toEqual([
      { aircraft: 'D-EAAA', flights: 3, landings: 5, minutes: 240 },
      { aircraft: 'D-EBBB', flights: 2, landings: 3, minutes: 105 },
    ]);
    expect(aircraft.totals).toEqual({ aircraft: null, flights: 5, landings: 8, minutes: 345 });
    expect(aircraft).toMatchObject({ from: '2026-03-01', to: '2026-03-31', time_zone: 'Europe/Berlin', chart: ['minutes'] });

    expect((await report('members')).rows).toEqual([
      { member: names.p1, flights: 3, landings: 6, minutes: 195 },
      { member: names.p2, flights: 2, landings: 2, minutes: 150 },
    ]);
    expect((await report('instructors')).rows).toEqual([{ instructor: names.instructor, flights: 1, landings: 1, minutes: 60 }]);
    expect((await report('flight_types', march, accounting)).rows).toEqual([
      { flight_type: 'private', flights: 4, landings: 7, minutes: 285 },
      { flight_type: 'training', flights: 1, landings: 1, minutes: 60 },
    ]);
  });

  it('buckets months by the off-block day in the company zone, every month of the period listed', async () => {
    const months = await report('months', 'from=2026-01-01&to=2026-04-30');
    expect(months.rows).toEqual([
      { month: '2026-01', flights: 1, landings: 1, minutes: 60 },
      { month: '2026-02', flights: 1, landings: 1, minutes: 60 },
      { month: '2026-03', flights: 5, landings: 8, minutes: 345 },
      { month: '2026-04', flights: 1, landings: 1, minutes: 60 },
    ]);
  });

  it('sets booked against flown minutes per aircraft, without cancelled and maintenance bookings', async () => {
    const utilisation = await report('utilisation');
    expect(utilisation.rows).toEqual([
      { aircraft: 'D-EAAA', booked_minutes: 180, flown_minutes: 240, flown_share: 133 },
      { aircraft: 'D-EBBB', booked_minutes: 120, flown_minutes: 105, flown_share: 88 },
    ]);
    expect(utilisation.totals).toEqual({ aircraft: null, booked_minutes: 300, flown_minutes: 345, flown_share: 115 });
  });

  it('lists members without a flight in the 90 days up to the period end, those who never flew first', async () => {
    const inactive = await report('inactive_members');
    const never = [names.admin, 'Bea Buchhaltung', names.instructor].sort((x, y) => String(x).localeCompare(String(y)));
    expect(inactive.rows).toEqual([
      ...never.map((member) => ({ member, last_flight_on: null, days_since: null })),
      { member: names.gone, last_flight_on: '2025-12-21', days_since: 100 },
      { member: names.edgeOut, last_flight_on: '2025-12-31', days_since: 90 },
    ]);
    expect(inactive.totals).toBeNull();
  });

  it('exports CSV for German Excel: BOM, semicolons, decimal hours with a comma, a total line', async () => {
    const response = await admin.get(`/api/companies/${companyId}/reports/aircraft?${march}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="aircraft-2026-03-01-2026-03-31.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).trim().split('\n')).toEqual([
      'Flugzeug;Flüge;Landungen;Blockzeit (h)',
      'D-EAAA;3;5;4,00',
      'D-EBBB;2;3;1,75',
      'Summe;5;8;5,75',
    ]);
    const inactive = await admin.get(`/api/companies/${companyId}/reports/inactive_members?${march}&format=csv`);
    expect(inactive.body).toContain(`${names.gone};21.12.2025;100`);
  });

  it('exports a PDF with the company, the report, its period and its table', async () => {
    const response = await admin.get(`/api/companies/${companyId}/reports/utilisation?${march}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(companyName);
    expect(text).toContain('Auslastung der Flugzeuge');
    expect(text).toContain('Zeitraum: 01.03.2026 – 31.03.2026');
    expect(text).toMatch(/Erstellt am: \d{2}\.\d{2}\.\d{2}/);
    expect(text).toMatch(/D-EAAA\s+3,00\s+4,00\s+133/);
    expect(text).toMatch(/Summe\s+5,00\s+5,75\s+115/);
  });

  it('refuses members; names the field of a bad report name or period', async () => {
    const refused = await member.get(`/api/companies/${companyId}/reports/aircraft?${march}`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'report.forbidden']);
    const field = async (path: string) => {
      const response = await admin.get(`/api/companies/${companyId}/reports/${path}`);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error_codes ?? response.json().errors);
    };
    expect(await field(`hangar?${march}`)).toEqual(['name']);
    expect(await field('aircraft?from=2026-03-31&to=2026-03-01')).toEqual(['to']);
    expect(await field('aircraft?from=2026-02-30&to=2026-03-01')).toEqual(['from']);
    expect(await field('aircraft?from=2010-01-01&to=2026-03-01')).toEqual(['to']);
    expect(await field('aircraft?to=2026-03-01')).toEqual(['from']);
    expect(await field(`aircraft?${march}&format=xlsx`)).toEqual(['format']);
  });
});
