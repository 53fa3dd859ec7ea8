import type { ClubEvent, EventRegistration } from '@portal/contracts';
import type { Actor } from '../../lib/actor';
import { type EventWithCounts, registrationOpen } from './events';
import { can } from './policy';
import type { RegistrationListRow } from './registrations';

export function presentEvent(event: EventWithCounts, actor: Actor, now: Date): ClubEvent {
  const open = registrationOpen(event, now);
  return {
    id: event.id,
    company_id: event.companyId,
    title: event.title,
    description: event.description,
    place: event.place,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    capacity: event.capacity,
    visible_to_roles: event.visibleToRoles,
    registration_deadline: event.registrationDeadline?.toISOString() ?? null,
    registered_count: event.registeredCount,
    waiting_count: event.waitingCount,
    registration_open: open,
    my_registration: event.mine ? { status: event.mine.status, waiting_position: event.mine.waitingPosition } : null,
    permissions: {
      update: can(actor, 'update', event),
      delete: can(actor, 'delete', event),
      register: open && can(actor, 'register', event),
      see_registrations: can(actor, 'see_registrations', event),
    },
  };
}

export const presentRegistration = (row: RegistrationListRow): EventRegistration => ({
  id: row.id,
  membership_id: row.membershipId,
  name: row.name,
  email: row.email,
  status: row.status,
  waiting_position: row.waitingPosition,
  registered_at: row.queuedAt.toISOString(),
});
