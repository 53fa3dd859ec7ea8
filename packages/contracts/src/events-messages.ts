import { type Message, message } from './message';

/** What the club's events, work hours and member mail say, word for word in English; the web translates by code. */
export const eventMessages = {
  forbidden: message('event.forbidden', {}, 'Only the company’s admins may manage events.'),
  endsBeforeStart: message('event.ends_before_start', {}, 'The event must end after it starts.'),
  deadlineAfterStart: message('event.deadline_after_start', {}, 'The registration deadline must not be after the start.'),
  registrationClosed: message('event.registration_closed', {}, 'Registration for this event is closed.'),
  alreadyRegistered: message('event.already_registered', {}, 'You are already registered or on the waiting list.'),
  notRegistered: message('event.not_registered', {}, 'You are not registered for this event.'),
  capacityBelowRegistered: (registered: number) =>
    message(
      'event.capacity_below_registered',
      { registered },
      `The capacity cannot be below the ${registered} members already registered.`,
    ),
  noMembership: message('event.no_membership', {}, 'Only a member of the company can register.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;

export const workHourMessages = {
  forbidden: message('work_hours.forbidden', {}, 'Only the company’s admins may review work hours.'),
  notYours: message('work_hours.not_yours', {}, 'These work hours belong to someone else.'),
  reviewed: message('work_hours.reviewed', {}, 'Reviewed work hours can no longer be changed.'),
  eventOrTask: message('work_hours.event_or_task', {}, 'Name the event or describe the task.'),
  eventUnknown: message('work_hours.event_unknown', {}, 'This event does not belong to the company.'),
  memberUnknown: message('work_hours.member_unknown', {}, 'This member does not belong to the company.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;

export const mailingMessages = {
  forbidden: message('mailing.forbidden', {}, 'Only the company’s admins may write to the members.'),
  noRecipients: message('mailing.no_recipients', {}, 'No member receives this message.'),
  unsubscribed: message('mailing.unsubscribed', {}, 'You will no longer receive the club’s non-essential member mail.'),
  badLink: message('mailing.bad_link', {}, 'This unsubscribe link is invalid.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
