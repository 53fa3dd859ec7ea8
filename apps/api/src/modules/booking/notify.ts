import type { Locale } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import type { CompanyAccess } from '../../plugins/tenancy';
import { findCompanyAirplane } from '../fleet';
import { sendMail } from '../mail';
import { notify } from '../notifications';
import type { Collision } from './conflicts';
import type { BookingRow } from './find-bookings';
import { formatSpan } from './format';
import { type BookingEvent, bookingMail } from './mails';

/** Tells the given users about a booking, in the app and, where they want it, by mail. */
async function tell(db: Executor, access: CompanyAccess, booking: BookingRow, event: BookingEvent, userIds: number[]) {
  const recipients = userIds.length
    ? await db
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]))
    : [];
  if (recipients.length === 0) return;
  const airplane = await findCompanyAirplane(db, booking.companyId, booking.airplaneId);
  const registration = airplane?.registration ?? '';
  const span = formatSpan(booking.startsAt, booking.endsAt, access.company.timezone);
  await notify(
    db,
    recipients.map((user) => ({
      userId: user.id,
      companyId: booking.companyId,
      kind: event,
      data: {
        booking_id: booking.id,
        registration,
        starts_at: booking.startsAt.toISOString(),
        ends_at: booking.endsAt.toISOString(),
      },
    })),
  );
  for (const user of recipients.filter((u) => u.notifyByEmail)) {
    const mail = bookingMail(event, user.locale as Locale, { registration, span, company: access.company.name });
    await sendMail(db, { to: user.email, ...mail });
  }
}

async function userIdsOf(db: Executor, membershipIds: (number | null)[]) {
  const ids = membershipIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db.select({ userId: memberships.userId }).from(memberships).where(inArray(memberships.id, ids));
  return rows.map((row) => row.userId);
}

/** The pilot and the instructor hear of every change someone else makes to their booking. */
export async function notifyBookingParties(
  db: Executor,
  access: CompanyAccess,
  actorUserId: number,
  booking: BookingRow,
  event: BookingEvent,
) {
  const userIds = await userIdsOf(db, [booking.membershipId, booking.instructorMembershipId]);
  await tell(
    db,
    access,
    booking,
    event,
    userIds.filter((id) => id !== actorUserId),
  );
}

/** Pilots whose bookings a maintenance block overlaps are asked to move or cancel them. */
export async function notifyCollisions(db: Executor, access: CompanyAccess, block: BookingRow, collisions: Collision[]) {
  for (const collision of collisions) {
    if (collision.pilotUserId === null) continue;
    await tell(
      db,
      access,
      { ...block, id: collision.id, startsAt: collision.startsAt, endsAt: collision.endsAt },
      'booking.maintenance_collision',
      [collision.pilotUserId],
    );
  }
}

/** The first standby behind a cancelled booking is offered its slot. */
export async function offerToStandby(db: Executor, access: CompanyAccess, standby: BookingRow | undefined) {
  if (!standby?.membershipId) return;
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, standby.membershipId));
  if (membership) await tell(db, access, standby, 'booking.standby_offered', [membership.userId]);
}
