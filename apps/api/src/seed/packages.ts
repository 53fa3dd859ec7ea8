import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { airplanes, companies, flights } from '../db/schema';
import { rechargeFlight } from '../modules/charges';
import { createOffer, sellPackage } from '../modules/packages';
import type { SeedContext } from './index';

const DAY_MS = 86_400_000;

/**
 * The club's two offers ("10 Stunden D-EHLB" at 8 % below the C172's 195 €/h, "500 € Guthaben"), and
 * the hours package sold 180 days ago to the member who flies D-EHLB most, paid at once, with half of it
 * (5 h) drawn by their D-EHLB flights since, oldest first.
 */
export async function seedPackages(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).orderBy(asc(companies.id)).limit(1);
  if (!club) return;
  const [hlb] = await tx
    .select()
    .from(airplanes)
    .where(and(eq(airplanes.companyId, club.id), eq(airplanes.registration, 'D-EHLB')));
  if (!hlb) return;
  const hours = await createOffer(tx, club.id, {
    name: '10 Stunden D-EHLB',
    description: '10 Flugstunden auf der Cessna 172 D-EHLB, 8 % unter dem Charterpreis, ein Jahr gültig.',
    price: 179_400,
    credit_minutes: 600,
    credit_amount: null,
    airplane_ids: [hlb.id],
    category: null,
    validity_days: 365,
    discount_percent: 8,
  });
  await createOffer(tx, club.id, {
    name: '500 € Guthaben',
    description: 'Guthaben für alle Flugzeuge und Gebühren des Vereins, zwei Jahre gültig.',
    price: 50_000,
    credit_minutes: null,
    credit_amount: 50_000,
    airplane_ids: [],
    category: null,
    validity_days: 730,
    discount_percent: 0,
  });

  const minutes = sql<number>`${flights.hobbsEnd} - ${flights.hobbsStart}`;
  const [frequent] = await tx
    .select({ membershipId: flights.pilotMembershipId })
    .from(flights)
    .where(and(eq(flights.companyId, club.id), eq(flights.airplaneId, hlb.id)))
    .groupBy(flights.pilotMembershipId)
    .orderBy(desc(sql`sum(${minutes})`), asc(flights.pilotMembershipId))
    .limit(1);
  if (!frequent) return;
  const soldAt = new Date(now.getTime() - 180 * DAY_MS);
  await sellPackage(tx, hours, { membershipId: frequent.membershipId, paid: true, userId: null, now: soldAt });
  // The logbook seed charged these flights before the package existed: priced again, their aircraft
  // time comes out of the package as recording would have taken it, until half of it is used.
  const flown = await tx
    .select()
    .from(flights)
    .where(
      and(eq(flights.airplaneId, hlb.id), eq(flights.pilotMembershipId, frequent.membershipId), gt(flights.offBlockAt, soldAt)),
    )
    .orderBy(asc(flights.offBlockAt), asc(flights.id));
  let used = 0;
  for (const flight of flown) {
    const minutes = flight.hobbsEnd - flight.hobbsStart;
    if (used + minutes > 300) break;
    // Booked as a same-day correction of the flight, not as a burst of corrections on the load date.
    await rechargeFlight(tx, flight, null, flight.onBlockAt);
    used += minutes;
  }
}
