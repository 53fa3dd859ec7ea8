import type { CarryForward, CarryForwardPut } from '@portal/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isoToTyped, typedToIso } from '../../../lib/dates/typedDay';
import { formatMinutes, parseDuration } from '../../../lib/duration';
import { i18n } from '../../../lib/i18n';
import { DURATION_FIELDS } from './entryForm';

/** Previous experience carries the same times as an entry. */
export const CARRY_FORWARD_DURATIONS = DURATION_FIELDS;
const COUNTS = ['landings_day', 'landings_night'] as const;

type Duration = (typeof CARRY_FORWARD_DURATIONS)[number];
type Count = (typeof COUNTS)[number];
export type CarryForwardValues = Record<Duration | Count | 'as_of' | 'remarks', string>;

export function carryForwardValues(carried: CarryForward): CarryForwardValues {
  return {
    as_of: isoToTyped(carried.as_of),
    remarks: carried.remarks ?? '',
    ...(Object.fromEntries(
      CARRY_FORWARD_DURATIONS.map((key) => [key, carried[key] ? formatMinutes(carried[key]) : '']),
    ) as Record<Duration, string>),
    ...(Object.fromEntries(COUNTS.map((key) => [key, carried[key] ? String(carried[key]) : ''])) as Record<Count, string>),
  };
}

/** Durations typed as h:mm (or decimal hours), landings as numbers; blank is 0. */
export const carryForwardResolver: Resolver<CarryForwardValues, unknown, CarryForwardPut> = (values) => {
  const errors: FieldErrors<CarryForwardValues> = {};
  const payload: CarryForwardPut = { remarks: values.remarks.trim() || null };
  const asOf = typedToIso(values.as_of);
  if (asOf === undefined) errors.as_of = { type: 'validate', message: i18n.t('validation.format') };
  payload.as_of = asOf ?? null;
  for (const key of CARRY_FORWARD_DURATIONS) {
    const minutes = parseDuration(values[key]);
    if (Number.isNaN(minutes)) errors[key] = { type: 'validate', message: i18n.t('logbook:form.durationFormat') };
    payload[key] = minutes ?? 0;
  }
  for (const key of COUNTS) {
    const text = values[key].trim() || '0';
    if (!/^\d{1,7}$/.test(text)) errors[key] = { type: 'validate', message: i18n.t('validation.numeric') };
    payload[key] = Number(text);
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values: payload, errors: {} };
};
