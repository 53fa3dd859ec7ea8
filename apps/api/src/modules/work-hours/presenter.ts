import type { WorkHour } from '@portal/contracts';
import type { Actor } from '../../lib/actor';
import { can } from './policy';
import type { WorkHourListRow } from './work-hours';

export const presentWorkHour = (row: WorkHourListRow, actor: Actor): WorkHour => ({
  id: row.id,
  company_id: row.companyId,
  membership_id: row.membershipId,
  name: row.name,
  event: row.eventId !== null && row.eventTitle !== null ? { id: row.eventId, title: row.eventTitle } : null,
  task: row.task,
  worked_on: row.workedOn,
  minutes: row.minutes,
  note: row.note,
  status: row.status,
  review_note: row.reviewNote,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  permissions: {
    update: can(actor, 'update', row),
    delete: can(actor, 'delete', row),
    review: can(actor, 'review', row),
  },
});
