import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, bookings, companies, memberships, users } from '../../db/schema';

/**
 * The bookings that leave from and come back to an airfield in a window, of the companies based there
 * that share their movements with its operator (`settings.movements.share_with_operator`). Maintenance
 * blocks and events do not fly.
 */
export async function sharedBookingsAt(db: Executor, airportId: number, from: Date, to: Date) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      completedAt: bookings.completedAt,
      registration: airplanes.registration,
      aircraftType: sql<string>`coalesce(${airplanes.icaoType}, ${airplanes.model})`,
      company: companies.name,
      pilot: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(companies)
    .innerJoin(bookings, eq(bookings.companyId, companies.id))
    .innerJoin(airplanes, and(eq(airplanes.companyId, bookings.companyId), eq(airplanes.id, bookings.airplaneId)))
    .leftJoin(memberships, and(eq(memberships.companyId, bookings.companyId), eq(memberships.id, bookings.membershipId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(companies.homeAirportId, airportId),
        sql`(${companies.settings} -> 'movements' ->> 'share_with_operator')::boolean is true`,
        // The company's span index (gist on company_id and the booking's range) finds what touches the window.
        sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        ne(bookings.type, 'maintenance'),
        ne(bookings.type, 'event'),
        ne(bookings.status, 'standby'),
      ),
    );
}
