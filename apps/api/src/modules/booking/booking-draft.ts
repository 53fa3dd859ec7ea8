import type { BookingType } from '@portal/contracts';
import { bookingMessages as says } from '@portal/contracts/booking-messages';
import type { Message } from '@portal/contracts/message';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { type AppError, conflict, invalid } from '../../lib/errors';
import { lowBalanceWarnings } from '../accounts';
import { assertBookable, findCompanyAirplane } from '../fleet';
import { type Collision, confirmedOverlaps, isOverlapViolation } from './conflicts';
import type { BookingRow } from './find-bookings';
import { formatSpan } from './format';
import type { Party } from './parties';
import { pilotWarnings } from './pilot-warnings';
import { can } from './policy';
import { checkStudent, checkTimes } from './rules';
import { bookingSettings } from './settings';

/** A booking as it is about to be written, with its parties resolved. */
export interface BookingDraft {
  airplaneId: number;
  startsAt: Date;
  endsAt: Date;
  type: BookingType;
  status: 'confirmed' | 'standby';
  pilot: Party | null;
  instructor: Party | null;
}

export interface SaveOutcome {
  booking: BookingRow;
  collisions: Collision[];
  warnings: Message[];
}

/** Every rule a booking must pass before it is written (the policy has allowed its pilot and type); returns the warnings the caller should see. */
export async function checkDraft(
  db: Executor,
  actor: Actor,
  draft: BookingDraft,
  exceptId?: number,
  { allowPastStart = false } = {},
): Promise<Message[]> {
  const { access } = actor;
  const settings = bookingSettings(access.company);
  checkTimes(draft, settings, allowPastStart || can(actor, 'book_in_past'));
  if (draft.pilot) checkStudent(draft.pilot, draft.instructor, draft.type);

  const airplane = await findCompanyAirplane(db, access.company.id, draft.airplaneId);
  if (!airplane) throw invalid('airplane_id', says.airplaneNotOwn);
  if (draft.type === 'maintenance') return [];
  await assertBookable(db, airplane.id, draft.startsAt, draft.endsAt);

  const [block] = await confirmedOverlaps(
    db,
    and(eq(bookings.airplaneId, airplane.id), eq(bookings.type, 'maintenance')),
    draft.startsAt,
    draft.endsAt,
    exceptId,
  );
  if (block) {
    throw invalid('starts_at', says.maintenanceBlock(formatSpan(block.startsAt, block.endsAt, access.company.timezone)));
  }
  if (draft.status === 'standby') {
    const taken = await confirmedOverlaps(db, eq(bookings.airplaneId, airplane.id), draft.startsAt, draft.endsAt, exceptId);
    if (taken.length === 0) throw invalid('status', says.slotFree);
  }
  // The pilot's balance under the company's low-balance rule (events are the club's, not the pilot's).
  const money =
    draft.pilot && draft.type !== 'event' ? await lowBalanceWarnings(db, access.company, draft.pilot.membership.id) : [];
  return [...money, ...(await pilotWarnings(db, access, draft, airplane.category))];
}

/** Turns a refused overlap into a 409 that names the other booking's time (and its pilot, when the caller may see it). */
export async function describeOverlap(db: Database, actor: Actor, draft: BookingDraft, exceptId?: number): Promise<AppError> {
  const zone = actor.access.company.timezone;
  const sameKind = eq(bookings.isMaintenance, draft.type === 'maintenance');
  const [plane] = await confirmedOverlaps(
    db,
    and(eq(bookings.airplaneId, draft.airplaneId), sameKind),
    draft.startsAt,
    draft.endsAt,
    exceptId,
  );
  if (plane) {
    const span = formatSpan(plane.startsAt, plane.endsAt, zone);
    return conflict(
      plane.pilotName && can(actor, 'see_pilot', plane) ? says.aircraftTakenBy(span, plane.pilotName) : says.aircraftTaken(span),
    );
  }
  const instructorId = draft.instructor?.membership.id;
  const [lesson] = instructorId
    ? await confirmedOverlaps(db, eq(bookings.instructorMembershipId, instructorId), draft.startsAt, draft.endsAt, exceptId)
    : [];
  return conflict(lesson ? says.instructorTaken(formatSpan(lesson.startsAt, lesson.endsAt, zone)) : says.instructorBusy);
}

/** Runs a write; an overlap refused by the database's exclusion constraints becomes a 409. */
export async function writeOrConflict<T>(
  db: Database,
  actor: Actor,
  draft: BookingDraft,
  write: () => Promise<T>,
  exceptId?: number,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (draft.status === 'confirmed' && isOverlapViolation(error)) throw await describeOverlap(db, actor, draft, exceptId);
    throw error;
  }
}
