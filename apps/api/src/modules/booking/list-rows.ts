import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingRow } from './find-bookings';
import { selectBookings } from './find-bookings';

type Timestamps = 'startsAt' | 'endsAt' | 'cancelledAt' | 'completedAt' | 'createdAt';
/** A booking as the calendar lists it: its timestamps already ISO text. */
export type ListedBooking = Omit<BookingRow, Timestamps | 'updatedAt' | 'isMaintenance' | 'cancelledByUserId'> & {
  startsAt: string;
  endsAt: string;
  cancelledAt: string | null;
  completedAt: string | null;
  createdAt: string;
};

const column = <T>(source: AnyPgColumn, name: string) => sql<T>`${source}`.as(name);
/** The same text as `Date.prototype.toISOString`, written by the database. */
const isoText = <T extends string | null>(source: AnyPgColumn, name: string) =>
  sql<T>`to_char(${source} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

export const listedFields = {
  id: column<number>(bookings.id, 'id'),
  companyId: column<number>(bookings.companyId, 'companyId'),
  airplaneId: column<number>(bookings.airplaneId, 'airplaneId'),
  membershipId: column<number | null>(bookings.membershipId, 'membershipId'),
  instructorMembershipId: column<number | null>(bookings.instructorMembershipId, 'instructorMembershipId'),
  type: column<string>(bookings.type, 'type'),
  status: column<string>(bookings.status, 'status'),
  startsAt: isoText<string>(bookings.startsAt, 'startsAt'),
  endsAt: isoText<string>(bookings.endsAt, 'endsAt'),
  destination: column<string | null>(bookings.destination, 'destination'),
  route: column<string | null>(bookings.route, 'route'),
  notes: column<string | null>(bookings.notes, 'notes'),
  cancelledAt: isoText<string | null>(bookings.cancelledAt, 'cancelledAt'),
  cancelReason: column<string | null>(bookings.cancelReason, 'cancelReason'),
  lateCancellation: column<boolean>(bookings.lateCancellation, 'lateCancellation'),
  completedAt: isoText<string | null>(bookings.completedAt, 'completedAt'),
  recurringFlightId: column<number | null>(bookings.recurringFlightId, 'recurringFlightId'),
  occursOn: column<string | null>(bookings.occursOn, 'occursOn'),
  createdByUserId: column<number | null>(bookings.createdByUserId, 'createdByUserId'),
  createdAt: isoText<string>(bookings.createdAt, 'createdAt'),
};

export interface ListedRow {
  booking: ListedBooking;
  pilotName: string | null;
  instructorName: string | null;
}

/**
 * The calendar's read: a week is hundreds of rows, so they come back as the driver gives them,
 * without drizzle's per-field mapping and Date objects (together more CPU than the query).
 */
export async function listBookingRows(db: Executor, where: SQL | undefined): Promise<ListedRow[]> {
  const result = (await db.execute(selectBookings(db, where, listedFields))) as unknown as {
    rows: (ListedBooking & Omit<ListedRow, 'booking'>)[];
  };
  return result.rows.map(({ pilotName, instructorName, ...booking }) => ({ booking, pilotName, instructorName }));
}
