import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, TestClient } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildFee } from '../../../test/factories/fleet';
import { auditLog } from '../../db/schema';

const codesOf = (response: { json(): unknown }) =>
  (response.json() as { error_codes: Record<string, Array<{ code: string }>> }).error_codes;

describe(`instructor rates on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let companyId: number;
  let url: string;
  let instructor: Awaited<ReturnType<typeof buildMember>>;
  let pilot: Awaited<ReturnType<typeof buildMember>>;
  let hourly: number;
  let perFlight: number;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Fliegerclub Stundensatz' })).id;
    url = `/api/companies/${companyId}/instructor-rates`;
    instructor = await buildMember(t.db, ['member', 'instructor'], companyId);
    pilot = await buildMember(t.db, ['member'], companyId);
    hourly = (await buildFee(t.db, companyId, { title: 'Fluglehrer', kind: 'per_hour', amount: 4500, vatRate: 0 })).id;
    perFlight = (await buildFee(t.db, companyId, { title: 'Buchungsgebühr', kind: 'per_flight', amount: 500 })).id;
  });

  it('answers 401 to a guest and 403 to members and instructors', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get(url)).statusCode).toBe(401);
    expect((await guest.put(url, { rates: [] })).statusCode).toBe(401);
    for (const who of [pilot, instructor]) {
      const client = await signIn(t.app, who.user.email);
      expect((await client.get(url)).statusCode).toBe(403);
      expect((await client.put(url, { rates: [] })).statusCode).toBe(403);
    }
  });

  it('lets accounting give an instructor an hourly fee and take it away, audited; admins too', async () => {
    const accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    const listed = await accounting.get(url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([{ membership_id: instructor.membership.id, name: instructor.user.name, fee_id: null }]);

    const set = await accounting.put(url, { rates: [{ membership_id: instructor.membership.id, fee_id: hourly }] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual([{ membership_id: instructor.membership.id, name: instructor.user.name, fee_id: hourly }]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'instructor_rates.updated'));
    expect(audit).toMatchObject({ companyId, subjectType: 'company', subjectId: companyId });

    const admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    const cleared = await admin.put(url, { rates: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual([{ membership_id: instructor.membership.id, name: instructor.user.name, fee_id: null }]);
  });

  it('refuses a member who is no instructor and a fee not charged per hour, naming the entry (422)', async () => {
    const accounting = await signIn(t.app, (await buildMember(t.db, ['accounting'], companyId)).user.email);
    const notInstructor = await accounting.put(url, {
      rates: [
        { membership_id: instructor.membership.id, fee_id: hourly },
        { membership_id: pilot.membership.id, fee_id: hourly },
      ],
    });
    expect(notInstructor.statusCode).toBe(422);
    expect(codesOf(notInstructor)['rates.1.membership_id']?.[0]?.code).toBe('charge.rate_not_instructor');
    const notHourly = await accounting.put(url, { rates: [{ membership_id: instructor.membership.id, fee_id: perFlight }] });
    expect(notHourly.statusCode).toBe(422);
    expect(codesOf(notHourly)['rates.0.fee_id']?.[0]?.code).toBe('charge.rate_fee_not_hourly');
    const otherCompanysFee = (await buildFee(t.db, (await buildCompany(t.db)).id, { kind: 'per_hour' })).id;
    const foreign = await accounting.put(url, { rates: [{ membership_id: instructor.membership.id, fee_id: otherCompanysFee }] });
    expect(foreign.statusCode).toBe(422);
    const malformed = await accounting.put(url, { rates: [{ membership_id: 'x', fee_id: hourly }] });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty(['rates.0.membership_id']);
    // Nothing of a refused change was written.
    expect((await accounting.get(url)).json().data[0].fee_id).toBeNull();
  });
});
