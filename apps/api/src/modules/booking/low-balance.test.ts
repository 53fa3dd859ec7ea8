import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/database';
import { buildCharge, buildPayment } from '../../../test/factories/accounts';
import { book, buildClub, type Club, hourClock } from '../../../test/factories/booking';
import { companies } from '../../db/schema';

type Warned = { meta: { warnings: string[]; warning_codes: Array<{ code: string; params: Record<string, unknown> }> } };

describe(`the low-balance rule when booking on ${testDatabaseKind}`, () => {
  const t = useTestApp();
  let club: Club;
  const at = hourClock();
  const setAccounting = (accounting: Record<string, unknown>) =>
    t.db
      .update(companies)
      .set({ settings: { booking: { licence_check: 'ignore' }, accounting } })
      .where(eq(companies.id, club.company.id));

  beforeAll(async () => {
    club = await buildClub(t.app, t.db);
    // The pilot owes 120.00; the instructor is in credit.
    await buildCharge(t.db, club.company.id, club.pilot.membership.id, 12_000, 'Flug');
    await buildPayment(t.db, club.company.id, club.instructor.membership.id, 5_000);
  });

  it('warns by default (threshold 0) and the booking is made', async () => {
    const response = await book(club.pilot.client, club, { starts_at: at(24), ends_at: at(25) });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Warned>(response).meta.warning_codes).toEqual([
      { code: 'accounts.low_balance', params: { balance: -12_000, threshold: 0, currency: 'EUR' } },
    ]);
    const fine = await book(club.instructor.client, club, { starts_at: at(26), ends_at: at(27) });
    expect(json<Warned>(fine).meta.warning_codes).toEqual([]);
  });

  it('refuses with block, naming the balance on membership_id, also when an admin books for the pilot', async () => {
    await setAccounting({ low_balance_policy: 'block', low_balance_threshold: -10_000 });
    const refused = await book(club.pilot.client, club, { starts_at: at(30), ends_at: at(31) });
    expect(refused.statusCode).toBe(422);
    const body = json<{ code: string; params: unknown; error_codes: Record<string, unknown> }>(refused);
    expect(body.code).toBe('accounts.low_balance');
    expect(body.params).toEqual({ balance: -12_000, threshold: -10_000, currency: 'EUR' });
    expect(Object.keys(body.error_codes)).toEqual(['membership_id']);
    const forPilot = await book(club.admin.client, club, {
      starts_at: at(30),
      ends_at: at(31),
      membership_id: club.pilot.membership.id,
    });
    expect(forPilot.statusCode).toBe(422);
    // A payment brings the pilot above the limit: the booking goes through.
    await buildPayment(t.db, club.company.id, club.pilot.membership.id, 3_000);
    const paid = await book(club.pilot.client, club, { starts_at: at(30), ends_at: at(31) });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('says nothing with ignore', async () => {
    await setAccounting({ low_balance_policy: 'ignore', low_balance_threshold: 1_000_000 });
    const response = await book(club.pilot.client, club, { starts_at: at(40), ends_at: at(41) });
    expect(response.statusCode).toBe(201);
    expect(json<Warned>(response).meta.warning_codes).toEqual([]);
  });
});
