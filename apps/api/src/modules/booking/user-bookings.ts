import type { UserBooking } from '@portal/contracts';
import { and, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, bookings, companies, memberships } from '../../db/schema';
import { selectBookings } from './find-bookings';
import { presentBooking } from './presenter';

/** The user's coming bookings, as pilot or instructor, in every company, soonest first. */
export async function listUserBookings(db: Executor, userId: number, from: Date, limit: number): Promise<UserBooking[]> {
  const own = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, userId));
  const ids = own.map((m) => m.id);
  if (ids.length === 0) return [];
  const rows = await selectBookings(
    db,
    and(
      ne(bookings.status, 'cancelled'),
      gt(bookings.endsAt, from),
      or(inArray(bookings.membershipId, ids), inArray(bookings.instructorMembershipId, ids)),
    ),
    { booking: bookings },
  ).limit(limit);
  if (rows.length === 0) return [];
  const planes = await db
    .select({ id: airplanes.id, registration: airplanes.registration, model: airplanes.model })
    .from(airplanes)
    .where(inArray(airplanes.id, [...new Set(rows.map((r) => r.booking.airplaneId))]));
  const firms = await db
    .select({ id: companies.id, name: companies.name, timezone: companies.timezone })
    .from(companies)
    .where(inArray(companies.id, [...new Set(rows.map((r) => r.booking.companyId))]));
  return rows.map((row) => {
    const airplane = planes.find((p) => p.id === row.booking.airplaneId) ?? {
      id: row.booking.airplaneId,
      registration: '',
      model: null,
    };
    const company = firms.find((c) => c.id === row.booking.companyId) ?? { id: row.booking.companyId, name: '', timezone: 'UTC' };
    const ownMembershipId = ids.find((id) => id === row.booking.membershipId);
    return { ...presentBooking(row.booking, row, { ownMembershipId, showPilot: true }), airplane, company };
  });
}
