import type { Track } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { buildFlight } from '../../test/factories/flights';
import { airplanes, companies, memberships, users } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedFleet } from './fleet';
import { seedIdentity } from './identity';
import { seedTracks } from './tracks';

describe('demo tracks', () => {
  const t = useTestApp();

  it('gives the club’s latest flight a track from and to its airfields within its times', async () => {
    await loadAirportFixture(t.db);
    const context = { passwordHash: await hashPassword(DEMO_PASSWORD), now: new Date() };
    await t.db.transaction(async (tx) => {
      await seedIdentity(tx, context);
      await seedFleet(tx, context);
    });
    const club = await t.db.query.companies.findFirst({ where: eq(companies.kind, 'club') });
    const airplane = await t.db.query.airplanes.findFirst({ where: eq(airplanes.companyId, club?.id ?? 0) });
    const [pilot] = await t.db
      .select({ membershipId: memberships.id, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, club?.id ?? 0), eq(memberships.status, 'approved')))
      .limit(1);
    const flight = await buildFlight(t.db, {
      companyId: club?.id ?? 0,
      airplaneId: airplane?.id ?? 0,
      pilotMembershipId: pilot?.membershipId ?? 0,
    });
    await t.db.transaction((tx) => seedTracks(tx, context));

    const client = await signIn(t.app, pilot?.email ?? '', DEMO_PASSWORD);
    const track = json<{ data: Track }>(await client.get(`/api/flights/${flight.id}/track`)).data;
    expect(track.figures).toMatchObject({ departure: { ident: 'EDTY' }, arrival: { ident: 'EDTY' } });
    expect(Date.parse(track.figures.takeoff_at ?? '')).toBeGreaterThanOrEqual(flight.takeoffAt.getTime());
    expect(Date.parse(track.figures.landing_at ?? '')).toBeLessThanOrEqual(flight.landingAt.getTime());
    expect(track.figures.max_altitude_m).toBeGreaterThan(1000);
  });
});
