import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { airplanes, airports, companies, landingFees, memberships, users } from '../db/schema';
import { createSeries, decidePpr, recordPprMovement, requestPpr } from '../modules/fbo';
import type { SeedContext } from './index';
import { atLocalTime } from './local-time';

const ZONE = 'Europe/Berlin';
const nobody = { actorUserId: null, actingAsUserId: null };

const localDay = (at: Date, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at.getTime() + days * 86_400_000),
  );

/**
 * The club's home airfield EDTY gets its operator: its ramp staff (flugleitung@demo.aero), a landing fee
 * list by weight, PPR requests (one answered and landed today and charged, one approved for this afternoon,
 * one waiting, one declined), and two series: the school's daily circuit slot, flown in the operator's own
 * Cessna 152 (so its flights are bookings of that aircraft in the operator's calendar), and the Saturday
 * sightseeing flight of a visitor. The club shares its bookings with the operator, so they show as movements too.
 */
export async function seedFbo(tx: Transaction, { now, passwordHash }: SeedContext) {
  const [edty] = await tx.select().from(airports).where(eq(airports.ident, 'EDTY'));
  if (!edty) throw new Error('Load the airports before the demo operator: EDTY not found');
  const [operator] = await tx
    .insert(companies)
    .values({
      name: 'Flugplatz Schwäbisch Hall Betriebs-GmbH',
      kind: 'fbo',
      street: 'Flugplatzstraße 1',
      postalCode: '74523',
      city: 'Schwäbisch Hall',
      email: 'flugleitung@edty.example',
      phone: '+49 791 123450',
      homeAirportId: edty.id,
    })
    .returning();
  if (!operator) throw new Error('the demo operator was not created');
  const fbo = { ...operator, homeAirportId: edty.id };
  const [ramp] = await tx
    .insert(users)
    .values({ name: 'Ralf Vorfeld', email: 'flugleitung@demo.aero', passwordHash, emailVerifiedAt: now })
    .returning();
  if (!ramp) throw new Error('the demo ramp staff was not created');
  await tx
    .insert(memberships)
    .values({ companyId: fbo.id, userId: ramp.id, roles: ['admin', 'crew'], status: 'approved', memberNumber: 'F-01' });
  await tx.insert(landingFees).values([
    { companyId: fbo.id, airportId: edty.id, mtowMaxKg: 1000, amount: 900 },
    { companyId: fbo.id, airportId: edty.id, mtowMaxKg: 2000, amount: 1600 },
    { companyId: fbo.id, airportId: edty.id, amount: 4200 },
  ]);

  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (club) {
    await tx
      .update(companies)
      .set({ homeAirportId: edty.id, settings: { ...club.settings, movements: { share_with_operator: true } } })
      .where(eq(companies.id, club.id));
  }

  const pilot = async (email: string) => {
    const [row] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`demo pilot ${email} missing`);
    return row;
  };
  const today = localDay(now);
  const at = (days: number, hour: number, minute = 0) => atLocalTime(localDay(now, days), hour * 60 + minute, ZONE);
  const ask = async (
    email: string,
    arrival: Date,
    departure: Date | null,
    fields: { registration: string; type: string; mtow: number; pob: number; purpose: string },
  ) =>
    (
      await requestPpr(
        tx,
        fbo.id,
        await pilot(email),
        {
          arrival_at: arrival.toISOString(),
          departure_at: departure?.toISOString() ?? null,
          registration: fields.registration,
          aircraft_type: fields.type,
          mtow_kg: fields.mtow,
          persons_on_board: fields.pob,
          purpose: fields.purpose,
        },
        nobody,
      )
    ).row;

  const landed = await ask('admin@school.demo.aero', at(0, 8, 30), at(0, 16, 0), {
    registration: 'D-EBOD',
    type: 'C172',
    mtow: 1111,
    pob: 2,
    purpose: 'Schulungsflug mit Zwischenlandung',
  });
  await decidePpr(tx, fbo, landed.id, { approve: true }, ramp.id, nobody);
  await recordPprMovement(
    tx,
    fbo,
    landed.id,
    'arrived',
    new Date(Math.min(at(0, 8, 35).getTime(), now.getTime() - 60_000)),
    nobody,
  );
  const afternoon = await ask('pilot@demo.aero', at(0, 15, 30), at(0, 17, 45), {
    registration: 'D-KOLB',
    type: 'DR40',
    mtow: 1000,
    pob: 3,
    purpose: 'Kaffee im Flugplatzrestaurant',
  });
  await decidePpr(
    tx,
    fbo,
    afternoon.id,
    { approve: true, pprNumber: `EDTY-${today.slice(5).replace('-', '')}-2` },
    ramp.id,
    nobody,
  );
  await ask('stefan.kraemer@demo.aero', at(1, 11, 0), at(1, 13, 30), {
    registration: 'D-EWAS',
    type: 'PA28',
    mtow: 1160,
    pob: 2,
    purpose: 'Besuch',
  });
  const declined = await ask('markus.wagner@demo.aero', at(-1, 19, 0), null, {
    registration: 'D-MFLY',
    type: 'C42',
    mtow: 472,
    pob: 1,
    purpose: 'Nachtlandung',
  });
  await decidePpr(tx, fbo, declined.id, { approve: false, reason: 'Nach Sonnenuntergang geschlossen.' }, ramp.id, nobody);

  // A series books only an aircraft of the operator's own fleet; days it would collide stay free (exceptions).
  const [trainer] = await tx
    .insert(airplanes)
    .values({
      companyId: fbo.id,
      registration: 'D-EHLV',
      manufacturer: 'Cessna',
      model: '152',
      icaoType: 'C152',
      category: 'sep',
      seats: 2,
      mtowKg: 757,
      hobbsMinutes: 7_412 * 60,
      tachMinutes: 6_980 * 60,
      homebaseAirportId: edty.id,
    })
    .returning();
  if (!trainer) throw new Error('the operator’s trainer was not created');
  const start = localDay(now, -14);
  await createSeries(
    tx,
    fbo,
    {
      title: 'Platzrunden Schulung',
      airplane_id: trainer.id,
      registration: null,
      route: 'EDTY – EDTY',
      starts_on: start,
      start_time: '09:00',
      duration_minutes: 60,
      rule: { freq: 'DAILY', interval: 1, by_day: [], until: localDay(now, 90), count: null },
      skip_conflicts: true,
    },
    ramp.id,
  );
  await createSeries(
    tx,
    fbo,
    {
      title: 'Rundflug Hohenloher Land',
      airplane_id: null,
      registration: 'D-ERUN',
      route: 'EDTY – Langenburg – EDTY',
      starts_on: start,
      start_time: '14:00',
      duration_minutes: 45,
      rule: { freq: 'WEEKLY', interval: 1, by_day: ['SA'], until: null, count: 26 },
      skip_conflicts: false,
    },
    ramp.id,
  );
}
