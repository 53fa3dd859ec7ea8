import { dateOrder, parseDate } from '../dates/parseDate';
import { currentLanguageTag, i18n } from '../i18n';

/** A rule returns true or the error text to show. */
export type Rule = (value: unknown) => true | string;

const message = (key: string, options?: Record<string, unknown>) => i18n.t(`validation.${key}`, options);
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && !value.length);
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Empty values pass every rule but `required`, so rules combine freely. */
const when =
  (test: (value: string) => boolean, error: () => string): Rule =>
  (value) =>
    isEmpty(value) || test(text(value)) ? true : error();

export const rules = {
  required: ((value) => (isEmpty(value) ? message('required') : true)) as Rule,
  email: when(
    (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    () => message('email'),
  ),
  numeric: when(
    (v) => /^\d+$/.test(v),
    () => message('numeric'),
  ),
  integer: when(
    (v) => /^-?\d+$/.test(v),
    () => message('integer'),
  ),
  uppercase: when(
    (v) => /^[A-Z]+$/.test(v),
    () => message('uppercase'),
  ),
  max: (length: number) =>
    when(
      (v) => v.length <= length,
      () => message('max', { 0: length }),
    ),
  min: (length: number) =>
    when(
      (v) => v.length >= length,
      () => message('min', { 0: length }),
    ),
  length: (length: number) =>
    when(
      (v) => v.length === length,
      () => message('length'),
    ),
  notAllowed: (character: string) =>
    when(
      (v) => !v.includes(character),
      () => message('notAllowed', { 0: character }),
    ),
  atLeastOne: ((value) => (Array.isArray(value) && value.length ? true : message('atLeastOne'))) as Rule,
  /** A day typed in the language's order, e.g. 21.04.2027 (see parseDate). */
  date: when(
    (v) => parseDate(v, dateOrder(currentLanguageTag())) !== null,
    () => message('format'),
  ),
  format: (pattern: RegExp) =>
    when(
      (v) => pattern.test(v),
      () => message('format'),
    ),
};

/** The first failing rule's message (one error per field), or true. */
export function check(value: unknown, ...list: Rule[]): true | string {
  for (const rule of list) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return true;
}
