import type { ClubEvent, EventCreateInput, Role } from '@portal/contracts';
import { fromWallTime, toWallTime } from '../../../lib/dates/zone';

/** The event form as its inputs hold it: times typed for the company's zone, numbers as text. */
export interface EventFormValues {
  title: string;
  description: string;
  place: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  capacity: string;
  visible_to_roles: Role[];
  deadline_date: string;
  deadline_time: string;
}

const HOUR = 3600_000;

export function eventFormValues(event: ClubEvent | undefined, zone: string): EventFormValues {
  const start = event ? new Date(event.starts_at) : new Date(Math.ceil(Date.now() / HOUR) * HOUR + 7 * 24 * HOUR);
  const end = event ? new Date(event.ends_at) : new Date(start.getTime() + 3 * HOUR);
  const startWall = toWallTime(start, zone);
  const endWall = toWallTime(end, zone);
  const deadline = event?.registration_deadline ? toWallTime(new Date(event.registration_deadline), zone) : null;
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    place: event?.place ?? '',
    start_date: startWall.date,
    start_time: startWall.time,
    end_date: endWall.date,
    end_time: endWall.time,
    capacity: event?.capacity ? String(event.capacity) : '',
    visible_to_roles: event?.visible_to_roles ?? [],
    deadline_date: deadline?.date ?? '',
    deadline_time: deadline?.time ?? '',
  };
}

/** The API's body: instants in UTC from the typed wall times, an empty capacity or deadline as none. */
export function eventPayload(values: EventFormValues, zone: string): Required<EventCreateInput> {
  const deadline =
    values.deadline_date.trim() === ''
      ? null
      : fromWallTime({ date: values.deadline_date, time: values.deadline_time || '23:59' }, zone);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    place: values.place.trim(),
    starts_at: fromWallTime({ date: values.start_date, time: values.start_time }, zone) ?? '',
    ends_at: fromWallTime({ date: values.end_date, time: values.end_time }, zone) ?? '',
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
    visible_to_roles: values.visible_to_roles,
    registration_deadline: deadline,
  };
}
