import { workHourMessages } from '@portal/contracts/events-messages';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/** `log`: log one's own hours; `review`: approve or reject anyone's, log them for a member, read every member's year. */
export type WorkHourCompanyAction = 'log' | 'review';
/** `view` own or as reviewer; `update`/`delete` own while pending (reviewers any); `review` reviewers. */
export type WorkHourAction = 'view' | 'update' | 'delete' | 'review';
type WorkHourRow = { membershipId: number; status: 'pending' | 'approved' | 'rejected' };

const reviews = ({ access }: Actor) => access.has('admin');
const owns = (actor: Actor, row: WorkHourRow) => row.membershipId === actor.access.membership?.id;

export function can(actor: Actor, action: WorkHourCompanyAction): boolean;
export function can(actor: Actor, action: WorkHourAction, row: WorkHourRow): boolean;
export function can(actor: Actor, action: WorkHourCompanyAction | WorkHourAction, row?: WorkHourRow): boolean {
  if (action === 'log') return actor.access.membership !== null;
  if (action === 'review' && !row) return reviews(actor);
  if (!row) throw new Error(`work-hour action ${action} needs a row`);
  if (action === 'view') return owns(actor, row) || reviews(actor);
  if (action === 'review') return reviews(actor);
  return (owns(actor, row) && row.status === 'pending') || reviews(actor);
}

export function authorize(actor: Actor, action: WorkHourCompanyAction): void;
export function authorize(actor: Actor, action: WorkHourAction, row: WorkHourRow): void;
export function authorize(actor: Actor, action: WorkHourCompanyAction | WorkHourAction, row?: WorkHourRow): void {
  const allowed = row ? can(actor, action as WorkHourAction, row) : can(actor, action as WorkHourCompanyAction);
  if (allowed) return;
  if (action === 'review' || !row) throw forbidden(workHourMessages.forbidden);
  throw forbidden(owns(actor, row) ? workHourMessages.reviewed : workHourMessages.notYours);
}

export const workHourCompanyPermissions = (actor: Actor) => ({ review_work_hours: can(actor, 'review') });
