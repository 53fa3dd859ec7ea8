import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { flights } from '../../db/schema';
import { reopenBooking } from '../booking';

/** Opens a booking again once no flight is recorded against it any more. */
export async function reopenUnflownBooking(db: Executor, bookingId: number) {
  const [flown] = await db.select({ n: count() }).from(flights).where(eq(flights.bookingId, bookingId));
  if ((flown?.n ?? 0) > 0) return;
  await reopenBooking(db, bookingId);
}
