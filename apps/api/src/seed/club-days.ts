import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { airplanes, bookings, companies, flights, memberships, users } from '../db/schema';
import { recordFlight } from '../modules/flights';
import { accessOf, type MembershipRow } from '../plugins/tenancy';
import type { SeedContext } from '.';
import { type Person, type PlannedBooking, type PlannedLeg, planClubDays, TAXI_IN, TAXI_OUT } from './club-days-plan';
import { DEMO_USERS } from './identity';

const MINUTE_MS = 60_000;
const emailOf = (person: Person) => DEMO_USERS.find((user) => user.key === person)?.email as string;

async function clubMembers(tx: Transaction, companyId: number) {
  const rows = await tx
    .select({ membership: memberships, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'approved')));
  return (person: Person): MembershipRow => {
    const found = rows.find((row) => row.email === emailOf(person));
    if (!found) throw new Error(`${emailOf(person)} is not a member of the demo club`);
    return found.membership;
  };
}

type Airplane = typeof airplanes.$inferSelect;

async function insertBookings(
  tx: Transaction,
  companyId: number,
  fleet: Airplane[],
  plan: PlannedBooking[],
  member: (p: Person) => MembershipRow,
) {
  const airplaneId = (registration: string) => fleet.find((airplane) => airplane.registration === registration)?.id as number;
  return tx
    .insert(bookings)
    .values(
      plan.map((booking) => ({
        companyId,
        airplaneId: airplaneId(booking.registration),
        membershipId: booking.pilot ? member(booking.pilot).id : null,
        instructorMembershipId: booking.instructor ? member(booking.instructor).id : null,
        type: booking.type,
        status: booking.status,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        destination: booking.destination,
        notes: booking.notes,
        cancelledAt: booking.status === 'cancelled' ? new Date(booking.startsAt.getTime() - 180 * MINUTE_MS) : null,
        cancelledByUserId: booking.status === 'cancelled' && booking.pilot ? member(booking.pilot).userId : null,
        cancelReason: booking.cancelReason,
        createdByUserId: booking.pilot ? member(booking.pilot).userId : null,
      })),
    )
    .returning({ id: bookings.id, airplaneId: bookings.airplaneId });
}

/** A leg as the pilot (or, for a lesson, the instructor) enters it after landing, readings continuing the aircraft's. */
function flightInput(leg: PlannedLeg, booking: PlannedBooking, counters: { hobbs: number; tach: number }) {
  const takeoffAt = new Date(leg.offBlockAt.getTime() + TAXI_OUT * MINUTE_MS);
  const landingAt = new Date(takeoffAt.getTime() + leg.airborne * MINUTE_MS);
  const hobbs = leg.airborne + 4;
  const tach = Math.round(hobbs * 0.9);
  return {
    departure_airport: leg.from,
    arrival_airport: leg.to,
    off_block_at: leg.offBlockAt.toISOString(),
    takeoff_at: takeoffAt.toISOString(),
    landing_at: landingAt.toISOString(),
    on_block_at: new Date(landingAt.getTime() + TAXI_IN * MINUTE_MS).toISOString(),
    hobbs_start: counters.hobbs,
    hobbs_end: counters.hobbs + hobbs,
    tach_start: counters.tach,
    tach_end: counters.tach + tach,
    landings_day: leg.landings,
    passengers: leg.passengers,
    fuel_added_l: Math.round(hobbs * 0.5),
    flight_type: booking.type === 'training' ? ('training' as const) : ('private' as const),
    remarks: leg.remarks,
  };
}

/** Flights before this month were billed at the start of the month after. */
async function billEarlierMonths(tx: Transaction, companyId: number, now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  await tx
    .update(flights)
    .set({
      status: 'billed',
      billedAt: sql`date_trunc('month', ${flights.offBlockAt} at time zone 'UTC') at time zone 'UTC' + interval '1 month 8 hours'`,
    })
    .where(and(eq(flights.companyId, companyId), eq(flights.status, 'recorded'), sql`${flights.offBlockAt} < ${monthStart}`));
}

/**
 * The club's last two weeks and next week: bookings across the fleet, and the flights of the
 * past ones recorded as members record them (counters, logbooks and totals follow).
 */
export async function seedClubDays(tx: Transaction, { now }: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (!club) throw new Error('the demo club must be seeded before its bookings');
  const member = await clubMembers(tx, club.id);
  const plan = planClubDays(now, club.timezone);
  const fleet = await tx.select().from(airplanes).where(eq(airplanes.companyId, club.id));
  const inserted = await insertBookings(tx, club.id, fleet, plan, member);
  const flown = plan
    .flatMap((booking, index) => booking.legs.map((leg) => ({ leg, booking, row: inserted[index] })))
    .sort((a, b) => a.leg.offBlockAt.getTime() - b.leg.offBlockAt.getTime());
  const counters = new Map(fleet.map((airplane) => [airplane.id, { hobbs: airplane.hobbsMinutes, tach: airplane.tachMinutes }]));
  for (const { leg, booking, row } of flown) {
    if (!row || !booking.pilot) continue;
    const pilot = member(booking.pilot);
    const recorder = booking.instructor ? member(booking.instructor) : pilot;
    const at = counters.get(row.airplaneId) as { hobbs: number; tach: number };
    const input = flightInput(leg, booking, at);
    const { flight } = await recordFlight(
      tx,
      accessOf(club, recorder),
      { actorUserId: recorder.userId, actingAsUserId: null, userId: recorder.userId },
      {
        ...input,
        airplane_id: row.airplaneId,
        booking_id: row.id,
        pilot_membership_id: pilot.id,
        instructor_membership_id: booking.instructor ? recorder.id : null,
      },
    );
    counters.set(row.airplaneId, { hobbs: flight.hobbsEnd, tach: flight.tachEnd ?? at.tach });
  }
  await billEarlierMonths(tx, club.id, now);
}
