import type { CompanyAdminSummary } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMember, buildMembership, buildUser } from '../../../test/factories';
import { buildCharge } from '../../../test/factories/accounts';
import { buildAirplane, buildDocument, buildMaintenanceItem, buildSquawk } from '../../../test/factories/fleet';
import { buildFlight } from '../../../test/factories/flights';
import { buildMemberDocument } from '../../../test/factories/member-documents';
import { bookings, userLicences } from '../../db/schema';
import { adminSummary } from './summary';

/** The dashboard is read as of 15 June 2026, 12:00 in Berlin: this month is 1–15 June, last year's 1–15 June 2025. */
const AT = new Date('2026-06-15T10:00:00Z');
const MINUTE = 60_000;

describe('company admin summary', () => {
  const t = useTestApp();
  let company: { id: number; timezone: string; currency: string };
  let adminEmail: string;
  let memberEmail: string;
  let pilotMembershipId: number;

  beforeAll(async () => {
    const built = await buildMember(t.db, ['admin']);
    company = { id: built.company.id, timezone: 'Europe/Berlin', currency: 'EUR' };
    adminEmail = built.user.email;
    const pilot = await buildMember(t.db, ['member'], company.id);
    memberEmail = pilot.user.email;
    pilotMembershipId = pilot.membership.id;
    const second = await buildMember(t.db, ['member'], company.id);
    const applicant = await buildUser(t.db, { name: 'Anna Anwärterin' });
    await buildMembership(t.db, company.id, applicant.id, { status: 'pending' });
    await buildMembership(t.db, company.id, (await buildUser(t.db)).id, { status: 'rejected' });

    const plane = await buildAirplane(t.db, company.id);
    const other = await buildAirplane(t.db, company.id);
    await buildAirplane(t.db, company.id, { status: 'grounded', statusReason: 'Motorwechsel' });
    const retired = await buildAirplane(t.db, company.id, { status: 'retired' });

    await buildSquawk(t.db, plane);
    await buildSquawk(t.db, plane, { status: 'deferred' });
    await buildSquawk(t.db, plane, { status: 'fixed', fixedAt: AT });

    await buildMaintenanceItem(t.db, plane, { dueOn: '2026-06-20' });
    await buildMaintenanceItem(t.db, plane, { dueOn: '2026-09-01' });
    await buildMaintenanceItem(t.db, plane, { dueAtHobbsMinutes: 500, warnBeforeMinutes: 100 });
    await buildMaintenanceItem(t.db, other, { dueAtHobbsMinutes: 50 });
    await buildMaintenanceItem(t.db, retired, { dueOn: '2026-06-01' });

    const fly = (airplaneId: number, at: string, overrides: Record<string, unknown> = {}) => {
      const off = new Date(at);
      return buildFlight(
        t.db,
        { companyId: company.id, airplaneId, pilotMembershipId: pilot.membership.id },
        {
          offBlockAt: off,
          takeoffAt: new Date(off.getTime() + 10 * MINUTE),
          landingAt: new Date(off.getTime() + 70 * MINUTE),
          onBlockAt: new Date(off.getTime() + 80 * MINUTE),
          ...overrides,
        },
      );
    };
    await fly(plane.id, '2026-06-03T08:00:00Z');
    // 01:30 on 1 June in Berlin: this month, though still May in UTC.
    await fly(plane.id, '2026-05-31T23:30:00Z');
    const corrected = await fly(plane.id, '2026-06-04T08:00:00Z');
    await fly(plane.id, '2026-06-04T12:00:00Z', { correctsFlightId: corrected.id });
    await fly(plane.id, '2026-06-16T08:00:00Z');
    await fly(other.id, '2025-06-05T08:00:00Z');
    await fly(other.id, '2025-06-20T08:00:00Z');

    const book = (starts: string, overrides: Partial<typeof bookings.$inferInsert> = {}) => {
      const startsAt = new Date(starts);
      return t.db.insert(bookings).values({
        companyId: company.id,
        airplaneId: other.id,
        membershipId: pilot.membership.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 120 * MINUTE),
        ...overrides,
      });
    };
    await book('2026-06-02T08:00:00Z');
    await book('2026-06-12T08:00:00Z');
    await book('2026-06-13T08:00:00Z', { status: 'cancelled', cancelledAt: AT });
    await book('2026-06-14T08:00:00Z', { type: 'maintenance', membershipId: null });
    await book('2025-06-10T08:00:00Z');

    await t.db.insert(userLicences).values([
      { userId: pilot.user.id, kind: 'medical', code: 'Class 2', expiresOn: '2026-07-01' },
      { userId: pilot.user.id, kind: 'rating', code: 'SEP', expiresOn: '2026-06-10' },
      { userId: second.user.id, kind: 'licence', code: 'PPL(A)', expiresOn: '2026-07-20' },
      { userId: applicant.id, kind: 'medical', code: 'Class 2', expiresOn: '2026-06-20' },
    ]);
    await buildDocument(t.db, plane, { expiresOn: '2026-06-30', title: 'Versicherung 2026' });
    await buildDocument(t.db, plane, { expiresOn: '2026-08-01' });
    await buildDocument(t.db, retired, { expiresOn: '2026-06-20' });
    await buildMemberDocument(t.db, pilot.membership, pilot.user.id, '2026-07-05', 'zuep');
    await buildMemberDocument(t.db, pilot.membership, pilot.user.id, '2026-09-01');

    await buildCharge(t.db, company.id, pilot.membership.id, 12_345);

    // Another company's figures never count here.
    const stranger = await buildMember(t.db, ['member'], (await buildCompany(t.db)).id);
    const strangePlane = await buildAirplane(t.db, stranger.company.id);
    await buildFlight(
      t.db,
      { companyId: stranger.company.id, airplaneId: strangePlane.id, pilotMembershipId: stranger.membership.id },
      { offBlockAt: new Date('2026-06-05T08:00:00Z') },
    );
    await buildSquawk(t.db, strangePlane);
  });

  it('counts members, fleet, this month against last year and expiring papers in the company zone', async () => {
    const summary = await adminSummary(t.db, company, true, AT);
    expect(summary).toMatchObject({
      today: '2026-06-15',
      members: { approved: 3, pending: 1, pending_requests: [{ name: 'Anna Anwärterin' }] },
      fleet: { by_status: { active: 2, grounded: 1, retired: 1 }, open_squawks: 2, maintenance_due: 2 },
      this_month: { from: '2026-06-01', to: '2026-06-15', flights: 3, block_minutes: 240, bookings: 2 },
      last_year: { from: '2025-06-01', to: '2025-06-15', flights: 1, block_minutes: 80, bookings: 1 },
      receivables: { currency: 'EUR', amount: 12_345, members_owing: 1 },
      expiring_licences_total: 1,
      expiring_licences: [{ kind: 'medical', code: 'Class 2', expires_on: '2026-07-01' }],
      expiring_papers_total: 1,
      expiring_papers: [{ title: 'Versicherung 2026', expires_on: '2026-06-30' }],
      expiring_member_documents_total: 1,
      expiring_member_documents: [{ membership_id: pilotMembershipId, kind: 'zuep', expires_on: '2026-07-05' }],
    });
  });

  it('leaves receivables out for whoever does not see the accounting', async () => {
    expect((await adminSummary(t.db, company, false, AT)).receivables).toBeNull();
  });

  it('answers admins over HTTP and refuses members', async () => {
    const admin = await signIn(t.app, adminEmail);
    const answer = await admin.get(`/api/companies/${company.id}/adminSummary`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json<{ data: CompanyAdminSummary }>(answer).data.members).toMatchObject({ approved: 3, pending: 1 });
    const member = await signIn(t.app, memberEmail);
    expect((await member.get(`/api/companies/${company.id}/adminSummary`)).statusCode).toBe(403);
  });
});
