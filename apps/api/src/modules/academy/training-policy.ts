import { academyMessages } from '@portal/contracts/academy-messages';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/**
 * `manage`: programmes, courses, enrolments (admins); `teach`: read every programme, course and
 * enrolment of the company, record training, hold theory sessions (instructors and admins).
 */
export type TrainingCompanyAction = 'manage' | 'teach';
/** On one student's enrolment: `view` its records, progress and attendance; `record` a flight for it. */
export type EnrolmentAction = 'view' | 'record';
/** On one training record: `sign` it (its instructor or its student). */
export type RecordAction = 'sign';

type EnrolmentRow = { membershipId: number; instructorMembershipId: number | null };
type RecordRow = { instructorMembershipId: number; studentMembershipId: number };

const own = (actor: Actor) => actor.access.membership?.id;
const teaches = (actor: Actor) => actor.access.has('instructor');

/**
 * Admins manage the academy; instructors (and admins) see every student's training and record it;
 * a student sees only their own enrolment, records and progress, never another's grades.
 */
export function canTrain(actor: Actor, action: TrainingCompanyAction): boolean;
export function canTrain(actor: Actor, action: EnrolmentAction, row: EnrolmentRow): boolean;
export function canTrain(actor: Actor, action: RecordAction, row: RecordRow): boolean;
export function canTrain(
  actor: Actor,
  action: TrainingCompanyAction | EnrolmentAction | RecordAction,
  row?: EnrolmentRow | RecordRow,
): boolean {
  if (action === 'manage') return actor.access.has('admin');
  if (action === 'teach') return teaches(actor);
  if (!row) throw new Error(`training action ${action} needs a row`);
  const me = own(actor);
  if (action === 'sign') {
    const record = row as RecordRow;
    return me !== undefined && (record.instructorMembershipId === me || record.studentMembershipId === me);
  }
  const enrolment = row as EnrolmentRow;
  if (action === 'view') return teaches(actor) || (me !== undefined && enrolment.membershipId === me);
  return teaches(actor) && me !== undefined && enrolment.membershipId !== me;
}

/** Refuses, before the service runs, what the actor may not do. */
export function authorizeTraining(actor: Actor, action: TrainingCompanyAction): void;
export function authorizeTraining(actor: Actor, action: EnrolmentAction, row: EnrolmentRow): void;
export function authorizeTraining(actor: Actor, action: RecordAction, row: RecordRow): void;
export function authorizeTraining(
  actor: Actor,
  action: TrainingCompanyAction | EnrolmentAction | RecordAction,
  row?: EnrolmentRow | RecordRow,
): void {
  if (action === 'manage' || action === 'teach') {
    if (!canTrain(actor, action)) throw forbidden(academyMessages.courseForbidden);
    return;
  }
  if (action === 'sign') {
    if (!canTrain(actor, action, row as RecordRow)) throw forbidden(academyMessages.notTheInstructor);
    return;
  }
  if (!canTrain(actor, action, row as EnrolmentRow))
    throw forbidden(action === 'view' ? academyMessages.notYourTraining : academyMessages.notTheInstructor);
}
