import type { BookingCreate } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { type BookingDraft, checkDraft, type SaveOutcome, writeOrConflict } from './booking-draft';
import { confirmedOverlaps } from './conflicts';
import { notifyBookingParties, notifyCollisions } from './notify';
import { resolveInstructor, resolvePilot } from './parties';
import { isCompanyOnlyType } from './rules';
import { takeScheduleTurns } from './schedule-lock';

/** Books an aircraft (the policy has allowed its pilot and type): rules first, then one transaction whose overlap checks the database enforces. */
export async function createBooking(db: Database, actor: Actor, input: BookingCreate): Promise<SaveOutcome> {
  const { access } = actor;
  const companyOnly = isCompanyOnlyType(input.type);
  const pilot = companyOnly && !input.membership_id ? null : await resolvePilot(db, access, input.membership_id);
  const instructor = await resolveInstructor(db, access.company.id, input.instructor_membership_id);
  const draft: BookingDraft = {
    airplaneId: input.airplane_id,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    type: input.type,
    status: companyOnly ? 'confirmed' : input.status,
    pilot,
    instructor,
  };
  const warnings = await checkDraft(db, actor, draft);

  return writeOrConflict(db, actor, draft, () =>
    db.transaction(async (tx) => {
      await takeScheduleTurns(tx, {
        airplaneIds: [draft.airplaneId],
        instructorMembershipIds: [instructor?.membership.id ?? null],
      });
      const [booking] = await tx
        .insert(bookings)
        .values({
          companyId: access.company.id,
          airplaneId: draft.airplaneId,
          membershipId: pilot?.membership.id ?? null,
          instructorMembershipId: instructor?.membership.id ?? null,
          type: draft.type,
          status: draft.status,
          startsAt: draft.startsAt,
          endsAt: draft.endsAt,
          destination: input.destination ?? null,
          route: input.route ?? null,
          notes: input.notes ?? null,
          createdByUserId: actor.userId,
        })
        .returning();
      if (!booking) throw new Error('booking was not written');
      const collisions =
        draft.type === 'maintenance'
          ? await confirmedOverlaps(
              tx,
              and(eq(bookings.airplaneId, draft.airplaneId), eq(bookings.isMaintenance, false)),
              draft.startsAt,
              draft.endsAt,
            )
          : [];
      await notifyBookingParties(tx, access, actor.userId, booking, 'booking.created');
      await notifyCollisions(tx, access, booking, collisions);
      return { booking, collisions, warnings };
    }),
  );
}
