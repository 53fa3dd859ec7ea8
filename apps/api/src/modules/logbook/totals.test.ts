import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildUser } from '../../../test/factories';
import { buildLogbookEntry } from '../../../test/factories/flights';
import { userLicences } from '../../db/schema';
import { addDays, addMonths, utcToday } from '../../lib/dates';
import { logbookTotals } from './totals';

const TODAY = '2026-03-31';
const ago = (days: number) => addDays(TODAY, -days);

describe('logbook totals and currency', () => {
  const t = useTestApp();
  let userId: number;
  let client: TestClient;

  beforeAll(async () => {
    const user = await buildUser(t.db);
    userId = user.id;
    client = await signIn(t.app, user.email);
    const line = (date: string, values: Omit<Parameters<typeof buildLogbookEntry>[2], 'date'>) =>
      buildLogbookEntry(t.db, userId, { ...values, date });
    await line(ago(10), { registration: 'D-EAAA', totalMinutes: 60, seMinutes: 60, picMinutes: 60, landingsDay: 2 });
    await line(ago(40), {
      registration: 'D-EAAA',
      totalMinutes: 90,
      seMinutes: 90,
      picMinutes: 0,
      dualMinutes: 90,
      landingsDay: 3,
      landingsNight: 1,
      nightMinutes: 30,
    });
    await line(ago(100), { aircraftType: 'SF25', aircraftCategory: 'tmg', totalMinutes: 45, seMinutes: 45, picMinutes: 45 });
    await line(ago(400), {
      aircraftType: 'DA42',
      aircraftCategory: 'mep',
      totalMinutes: 120,
      seMinutes: 0,
      meMinutes: 120,
      picMinutes: 60,
      copilotMinutes: 60,
      ifrMinutes: 50,
    });
    await line(ago(20), {
      departurePlace: null,
      arrivalPlace: null,
      departureAt: null,
      arrivalAt: null,
      aircraftType: null,
      aircraftCategory: null,
      registration: null,
      totalMinutes: 0,
      seMinutes: 0,
      picMinutes: 0,
      landingsDay: 0,
      fstdType: 'FNPT II',
      fstdMinutes: 90,
    });
    const carried = await client.put('/api/logbook/carry-forward', {
      as_of: '2020-12-31',
      total_minutes: 6000,
      se_minutes: 6000,
      pic_minutes: 5000,
      dual_minutes: 1000,
      night_minutes: 300,
      landings_day: 800,
      landings_night: 20,
    });
    expect(carried.json().data).toMatchObject({ total_minutes: 6000, copilot_minutes: 0, as_of: '2020-12-31' });
  });

  it('adds up to the hand-computed figures, with the carried-forward experience', async () => {
    const totals = await logbookTotals(t.db, userId, TODAY);
    expect(totals).toMatchObject({
      total_minutes: 6315,
      landings: { day: 807, night: 21 },
      flights: 4,
      by_function: { pic_minutes: 5165, copilot_minutes: 60, dual_minutes: 1090, instructor_minutes: 0 },
      by_condition: { night_minutes: 330, ifr_minutes: 50 },
      by_engine: { se_minutes: 6195, me_minutes: 120, multi_pilot_minutes: 0 },
      fstd_minutes: 90,
      by_category: { sep: 150, tmg: 45, mep: 120 },
      by_type: [
        { aircraft_type: 'C172', total_minutes: 150, flights: 2 },
        { aircraft_type: 'DA42', total_minutes: 120, flights: 1 },
        { aircraft_type: 'SF25', total_minutes: 45, flights: 1 },
      ],
      last_90_days: { from: ago(90), total_minutes: 150, pic_minutes: 60, landings_day: 5, landings_night: 1, flights: 2 },
      last_12_months: {
        from: '2025-03-31',
        total_minutes: 195,
        pic_minutes: 105,
        landings_day: 6,
        landings_night: 1,
        flights: 3,
      },
    });
    const sep = { class: 'SEP', landings: 6, current: true, valid_until: addDays(ago(40), 90) };
    expect(totals.currency.passengers).toEqual({
      current: true,
      landings: 6,
      needed: 3,
      valid_until: sep.valid_until,
      classes: [sep],
    });
    // At night one night landing in the 90 days is enough (FCL.060(b)(2)).
    expect(totals.currency.night).toMatchObject({ current: true, landings: 1, needed: 1, valid_until: addDays(ago(40), 90) });
    // Entries but no licence on file: a student, to whom passenger currency does not apply yet.
    expect(totals.currency).toMatchObject({ licensed: false, has_entries: true });
  });

  it('answers the same over HTTP for today, and keeps the carried-forward experience', async () => {
    const response = await client.get('/api/logbook/totals');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total_minutes: 6315, currency: { today: utcToday() } });
    expect((await client.get('/api/logbook/carry-forward')).json().data.pic_minutes).toBe(5000);
    expect((await client.put('/api/logbook/carry-forward', { total_minutes: -1 })).json().errors).toHaveProperty('total_minutes');
  });

  it('shows someone who neither holds a licence nor logs flights no currency to judge', async () => {
    const admin = await buildUser(t.db);
    const { currency } = await logbookTotals(t.db, admin.id, TODAY);
    expect(currency).toMatchObject({ licensed: false, has_entries: false, passengers: { current: false, classes: [] } });
  });

  it('counts landings for 90 days: a landing on day 90 keeps the pilot current, day 91 does not', async () => {
    const onDay = async (days: number, night = false) => {
      const user = await buildUser(t.db);
      await buildLogbookEntry(t.db, user.id, { date: ago(days), landingsDay: night ? 0 : 3, landingsNight: night ? 3 : 0 });
      return (await logbookTotals(t.db, user.id, TODAY)).currency;
    };
    expect((await onDay(90)).passengers).toMatchObject({ current: true, landings: 3, needed: 3, valid_until: TODAY });
    expect((await onDay(91)).passengers).toEqual({ current: false, landings: 0, needed: 3, valid_until: null, classes: [] });
    expect((await onDay(90, true)).night).toMatchObject({ current: true, landings: 3, valid_until: TODAY });
    expect((await onDay(91, true)).night).toMatchObject({ current: false, landings: 0 });
  });

  it('warns before licences, ratings and medicals expire and tracks the SEP revalidation', async () => {
    const inDays = (days: number) => addDays(TODAY, days);
    await t.db.insert(userLicences).values([
      { userId, kind: 'licence', code: 'PPL(A)' },
      { userId, kind: 'rating', code: 'SEP', expiresOn: inDays(40) },
      { userId, kind: 'medical', code: 'CLASS2', expiresOn: inDays(50) },
      { userId, kind: 'medical', code: 'LAPL', expiresOn: inDays(0) },
      { userId, kind: 'rating', code: 'NIGHT', expiresOn: inDays(-1) },
    ]);
    const { documents, licensed } = (await logbookTotals(t.db, userId, TODAY)).currency;
    expect(licensed).toBe(true);
    const state = (code: string) => documents.find((d) => d.code === code);
    expect(state('PPL(A)')).toMatchObject({ state: 'valid', days_left: null, revalidation: null });
    expect(state('CLASS2')).toMatchObject({ state: 'valid', days_left: 50 });
    expect(state('LAPL')).toMatchObject({ state: 'expiring', days_left: 0 });
    expect(state('NIGHT')).toMatchObject({ state: 'expired', days_left: -1 });
    expect(state('SEP')).toMatchObject({
      state: 'expiring',
      days_left: 40,
      revalidation: {
        from: addMonths(inDays(40), -12),
        to: inDays(40),
        total_minutes: { done: 195, needed: 720 },
        pic_minutes: { done: 105, needed: 360 },
        landings: { done: 7, needed: 12 },
        training_flight_minutes: { done: 90, needed: 60 },
        met: false,
      },
    });
  });
});
