import { type Booking, type BookingCreate, type BookingType, bookingCreateSchema } from '@portal/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fromWallTime, toWallTime, type WallTime } from '../../../lib/dates/zone';
import { i18n } from '../../../lib/i18n';

/** The form's fields as inputs hold them: times as typed for the company's zone, '' for "none" or "myself". */
export interface BookingFormValues {
  airplane_id: number | '';
  starts_at: WallTime;
  ends_at: WallTime;
  membership_id: number | '';
  instructor_membership_id: number | '';
  type: BookingType;
  standby: boolean;
  destination: string;
  notes: string;
}

export interface BookingDraft {
  airplaneId?: number;
  start: Date;
  end: Date;
  standby?: boolean;
}

export const draftValues = (draft: BookingDraft, zone: string): BookingFormValues => ({
  airplane_id: draft.airplaneId ?? '',
  starts_at: toWallTime(draft.start, zone),
  ends_at: toWallTime(draft.end, zone),
  membership_id: '',
  instructor_membership_id: '',
  type: 'private',
  standby: Boolean(draft.standby),
  destination: '',
  notes: '',
});

export const bookingValues = (booking: Booking, zone: string): BookingFormValues => ({
  ...draftValues({ airplaneId: booking.airplane_id, start: new Date(booking.starts_at), end: new Date(booking.ends_at) }, zone),
  membership_id: booking.membership_id ?? '',
  instructor_membership_id: booking.instructor_membership_id ?? '',
  type: booking.type,
  standby: booking.status === 'standby',
  destination: booking.destination ?? '',
  notes: booking.notes ?? '',
});

const isBlank = (value: number | '' | WallTime) =>
  value === '' || (typeof value === 'object' && (!value.date.trim() || !value.time.trim()));

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') return i18n.t('validation.max', { 0: issue.maximum });
  if (issue.code === 'too_small') return i18n.t('validation.min', { 0: issue.minimum });
  return i18n.t('validation.format');
}

/** Turns the inputs into the contract's create body and checks it with the contract's schema. */
export function bookingResolver(zone: string): Resolver<BookingFormValues, unknown, BookingCreate> {
  return (values) => {
    const payload = {
      airplane_id: values.airplane_id === '' ? undefined : values.airplane_id,
      starts_at: fromWallTime(values.starts_at, zone) ?? '',
      ends_at: fromWallTime(values.ends_at, zone) ?? '',
      membership_id: values.membership_id === '' ? undefined : values.membership_id,
      instructor_membership_id: values.instructor_membership_id === '' ? null : values.instructor_membership_id,
      type: values.type,
      status: values.standby ? 'standby' : 'confirmed',
      destination: values.destination.trim() || null,
      notes: values.notes.trim() || null,
    };
    const errors: FieldErrors<BookingFormValues> = {};
    const fail = (field: keyof BookingFormValues, type: string, message: string) => {
      errors[field] ??= { type, message };
    };
    for (const field of ['airplane_id', 'starts_at', 'ends_at'] as const)
      if (isBlank(values[field])) fail(field, 'required', i18n.t('validation.required'));
    const result = bookingCreateSchema.safeParse(payload);
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = issue.path[0] === 'status' ? 'standby' : (issue.path[0] as keyof BookingFormValues);
        fail(field, issue.code, issueMessage(issue));
      }
    else if (Date.parse(result.data.ends_at) <= Date.parse(result.data.starts_at))
      fail('ends_at', 'order', i18n.t('booking:form.endAfterStart'));
    return Object.keys(errors).length || !result.success ? { values: {}, errors } : { values: result.data, errors: {} };
  };
}
