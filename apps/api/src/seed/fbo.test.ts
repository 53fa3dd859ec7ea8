import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedFbo } from './fbo';
import { seedIdentity } from './identity';

interface Movement {
  source: string;
  kind: string;
  state: string;
  registration: string | null;
}

describe('demo operator at EDTY', () => {
  const t = useTestApp();

  it('has PPRs in every state, a charged landing, today’s movements and the two series, the circuits booked on its aircraft', async () => {
    await loadAirportFixture(t.db);
    const context = { passwordHash: await hashPassword(DEMO_PASSWORD), now: new Date() };
    await t.db.transaction(async (tx) => {
      await seedIdentity(tx, context);
      await seedFbo(tx, context);
    });
    const ramp = await signIn(t.app, 'flugleitung@demo.aero', DEMO_PASSWORD);
    const [operator] = json<{ data: Array<{ id: number; airport: { ident: string }; roles: string[] }> }>(
      await ramp.get('/api/fixedBaseOperators'),
    ).data;
    expect(operator).toMatchObject({ airport: { ident: 'EDTY' }, roles: ['admin', 'crew'] });
    const id = operator?.id;
    const pprs = json<{ data: Array<{ status: string; landing_fee: number | null; invoice_id: number | null }> }>(
      await ramp.get(`/api/fixedBaseOperators/${id}/pprRequests`),
    ).data;
    expect(pprs.map((ppr) => ppr.status).sort()).toEqual(['approved', 'approved', 'declined', 'pending']);
    expect(pprs.find((ppr) => ppr.invoice_id)).toMatchObject({ landing_fee: 1600 });
    const series = json<{ data: Array<{ title: string; rrule: string }> }>(
      await ramp.get(`/api/fixedBaseOperators/${id}/recurringFlights`),
    ).data;
    expect(series.map((item) => item.title)).toEqual(['Platzrunden Schulung', 'Rundflug Hohenloher Land']);
    const week = {
      from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    const booked = json<{ data: Array<{ recurring_flight_id: number | null; registration?: string }> }>(
      await ramp.get(`/api/companies/${id}/bookings?from=${week.from}&to=${week.to}`),
    ).data;
    // The circuit slot flies the operator's Cessna, one flight a day (the sightseeing visitor's aircraft is not booked).
    expect(booked.filter((item) => item.recurring_flight_id !== null).length).toBeGreaterThanOrEqual(13);
    const from = new Date(Date.now() - 12 * 3_600_000).toISOString();
    const to = new Date(Date.now() + 36 * 3_600_000).toISOString();
    const movements = json<{ data: Movement[] }>(
      await ramp.get(`/api/fixedBaseOperators/${id}/movements?from=${from}&to=${to}`),
    ).data;
    expect(new Set(movements.map((movement) => movement.source))).toEqual(new Set(['ppr', 'recurring']));
  });
});
