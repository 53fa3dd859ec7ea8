import type { BookingUpdate } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { CompanyAccess } from '../../plugins/tenancy';
import { type BookingDraft, checkDraft, type SaveOutcome, writeOrConflict } from './booking-draft';
import type { BookingRow } from './find-bookings';
import { notifyBookingParties } from './notify';
import { findParty, resolveInstructor, resolvePilot } from './parties';
import { takeScheduleTurns } from './schedule-lock';

async function draftOf(db: Database, access: CompanyAccess, booking: BookingRow, input: BookingUpdate): Promise<BookingDraft> {
  const pilot =
    input.membership_id !== undefined
      ? await resolvePilot(db, access, input.membership_id)
      : booking.membershipId
        ? ((await findParty(db, booking.companyId, booking.membershipId)) ?? null)
        : null;
  const instructorId =
    input.instructor_membership_id !== undefined ? input.instructor_membership_id : booking.instructorMembershipId;
  return {
    airplaneId: input.airplane_id ?? booking.airplaneId,
    startsAt: input.starts_at ? new Date(input.starts_at) : booking.startsAt,
    endsAt: input.ends_at ? new Date(input.ends_at) : booking.endsAt,
    type: input.type ?? booking.type,
    status: input.status ?? (booking.status as BookingDraft['status']),
    pilot,
    instructor: await resolveInstructor(db, booking.companyId, instructorId),
  };
}

/**
 * Moves or changes a booking (the policy has allowed the change) under the same rules as a new one;
 * a standby becomes confirmed when its slot is free.
 */
export async function updateBooking(db: Database, actor: Actor, booking: BookingRow, input: BookingUpdate): Promise<SaveOutcome> {
  const { access } = actor;
  const draft = await draftOf(db, access, booking, input);
  const startUnchanged = draft.startsAt.getTime() === booking.startsAt.getTime();
  const warnings = await checkDraft(db, actor, draft, booking.id, { allowPastStart: startUnchanged });

  return writeOrConflict(
    db,
    actor,
    draft,
    () =>
      db.transaction(async (tx) => {
        await takeScheduleTurns(tx, {
          airplaneIds: [booking.airplaneId, draft.airplaneId],
          instructorMembershipIds: [booking.instructorMembershipId, draft.instructor?.membership.id ?? null],
        });
        const [updated] = await tx
          .update(bookings)
          .set({
            airplaneId: draft.airplaneId,
            startsAt: draft.startsAt,
            endsAt: draft.endsAt,
            type: draft.type,
            status: draft.status,
            membershipId: draft.pilot?.membership.id ?? null,
            instructorMembershipId: draft.instructor?.membership.id ?? null,
            ...(input.destination !== undefined ? { destination: input.destination } : {}),
            ...(input.route !== undefined ? { route: input.route } : {}),
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            updatedAt: new Date(),
          })
          .where(eq(bookings.id, booking.id))
          .returning();
        if (!updated) throw new Error('booking was not updated');
        await notifyBookingParties(tx, access, actor.userId, updated, 'booking.changed');
        return { booking: updated, collisions: [], warnings };
      }),
    booking.id,
  );
}
