import { academyMessages } from '@portal/contracts/academy-messages';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/** `keep_bank`: write questions and questionnaires, and read the class's results; `take`: sit a questionnaire. */
export type AcademyCompanyAction = 'keep_bank' | 'take';
/** `view`: read an attempt (its questions, answers and result); `answer`: answer and submit it. */
export type AttemptAction = 'view' | 'answer';
type AttemptRow = { membershipId: number };

/** Instructors (and admins, who hold every role) keep the question bank and see every result. */
const keeps = ({ access }: Actor) => access.has('instructor');
const owns = (actor: Actor, row: AttemptRow) => row.membershipId === actor.access.membership?.id;

/**
 * Any member takes the company's questionnaires; an attempt is its taker's, and the keepers read all
 * of them. Nobody but the taker answers or submits it.
 */
export function can(actor: Actor, action: AcademyCompanyAction): boolean;
export function can(actor: Actor, action: AttemptAction, row: AttemptRow): boolean;
export function can(actor: Actor, action: AcademyCompanyAction | AttemptAction, row?: AttemptRow): boolean {
  if (action === 'keep_bank') return keeps(actor);
  if (action === 'take') return actor.access.membership !== null;
  if (!row) throw new Error(`attempt action ${action} needs an attempt`);
  if (action === 'view') return owns(actor, row) || keeps(actor);
  return owns(actor, row);
}

/** Refuses, before the service runs, what the actor may not do, in the academy's words. */
export function authorize(actor: Actor, action: AcademyCompanyAction): void;
export function authorize(actor: Actor, action: AttemptAction, row: AttemptRow): void;
export function authorize(actor: Actor, action: AcademyCompanyAction | AttemptAction, row?: AttemptRow): void {
  if (action === 'keep_bank') {
    if (!can(actor, action)) throw forbidden(academyMessages.forbidden);
  } else if (action === 'take') {
    if (!can(actor, action)) throw forbidden(academyMessages.noMembership);
  } else if (!can(actor, action, row as AttemptRow)) throw forbidden(academyMessages.notYours);
}

/** A question's figure: its keepers see it, and so does a member whose attempt drew the question. */
export function authorizeFigure(actor: Actor, drawnForActor: boolean): void {
  if (!keeps(actor) && !drawnForActor) throw forbidden(academyMessages.notYours);
}
