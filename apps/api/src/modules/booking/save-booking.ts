import type { BookingType } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { assertBookable, findCompanyAirplane } from '../fleet/bookable';
import { licenceProblems } from '../licences/validity';
import { type BookingRow, type Collision, confirmedOverlaps, isOverlapViolation } from './conflicts';
import { formatSpan } from './format';
import type { Party } from './parties';
import { checkStudent, checkTimes, isCompanyOnlyType } from './rules';
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
  warnings: string[];
}

/** Every rule a booking must pass before it is written; returns the warnings the caller should see. */
export async function checkDraft(
  db: Executor,
  access: CompanyAccess,
  draft: BookingDraft,
  exceptId?: number,
  { allowPastStart = false } = {},
): Promise<string[]> {
  const settings = bookingSettings(access.company);
  const isAdmin = access.has('admin');
  if (isCompanyOnlyType(draft.type) && !isAdmin)
    throw invalid('type', 'Only admins may block an aircraft for maintenance or events.');
  checkTimes(draft, settings, isAdmin || allowPastStart);
  if (draft.pilot) checkStudent(draft.pilot, draft.instructor, draft.type);

  const airplane = await findCompanyAirplane(db, access.company.id, draft.airplaneId);
  if (!airplane) throw invalid('airplane_id', 'The selected aircraft does not belong to this company.');
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
    throw invalid(
      'starts_at',
      `The aircraft is blocked for maintenance on ${formatSpan(block.startsAt, block.endsAt, access.company.timezone)}.`,
    );
  }
  if (draft.status === 'standby') {
    const taken = await confirmedOverlaps(db, eq(bookings.airplaneId, airplane.id), draft.startsAt, draft.endsAt, exceptId);
    if (taken.length === 0) throw invalid('status', 'The slot is free: book it instead of queuing on standby.');
  }
  return licenceWarnings(db, access, draft, airplane.category);
}

async function licenceWarnings(db: Executor, access: CompanyAccess, draft: BookingDraft, category: string): Promise<string[]> {
  const mode = bookingSettings(access.company).licence_check;
  if (mode === 'ignore' || !draft.pilot || draft.instructor) return [];
  const day = draft.startsAt.toISOString().slice(0, 10);
  const problems = await licenceProblems(db, draft.pilot.userId, category, day);
  if (problems.length && mode === 'block') throw invalid('membership_id', problems.join(' '));
  return problems;
}

/** Turns a refused overlap into a 409 that names the other booking's time (and its pilot, when the caller may see it). */
export async function describeOverlap(
  db: Database,
  access: CompanyAccess,
  draft: BookingDraft,
  exceptId?: number,
): Promise<AppError> {
  const zone = access.company.timezone;
  const showNames = bookingSettings(access.company).show_pilot_names || access.has('instructor');
  const sameKind = eq(bookings.isMaintenance, draft.type === 'maintenance');
  const [plane] = await confirmedOverlaps(
    db,
    and(eq(bookings.airplaneId, draft.airplaneId), sameKind),
    draft.startsAt,
    draft.endsAt,
    exceptId,
  );
  if (plane) {
    const who = showNames && plane.pilotName ? ` by ${plane.pilotName}` : '';
    return new AppError('conflict', `The aircraft is already booked on ${formatSpan(plane.startsAt, plane.endsAt, zone)}${who}.`);
  }
  const instructorId = draft.instructor?.membership.id;
  const [lesson] = instructorId
    ? await confirmedOverlaps(db, eq(bookings.instructorMembershipId, instructorId), draft.startsAt, draft.endsAt, exceptId)
    : [];
  const when = lesson ? ` on ${formatSpan(lesson.startsAt, lesson.endsAt, zone)}` : '';
  return new AppError('conflict', `The instructor is already booked${when}.`);
}

/** Runs a write; an overlap refused by the database's exclusion constraints becomes a 409. */
export async function writeOrConflict<T>(
  db: Database,
  access: CompanyAccess,
  draft: BookingDraft,
  write: () => Promise<T>,
  exceptId?: number,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (draft.status === 'confirmed' && isOverlapViolation(error)) throw await describeOverlap(db, access, draft, exceptId);
    throw error;
  }
}
