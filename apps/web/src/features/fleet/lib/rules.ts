import { REGISTRATION_PATTERN } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { type Rule, rules } from '../../../lib/validation/rules';
import { parseHours } from './hours';

const filled = (value: unknown) => String(value ?? '').trim();

/** Fleet form rules on top of the shared ones in lib/validation; empty values pass all but `required`, as there. */
export const fleetRules = {
  registration: ((value) =>
    !filled(value) || REGISTRATION_PATTERN.test(filled(value).toUpperCase()) || i18n.t('fleet:form.registrationFormat')) as Rule,
  hours: ((value) => !filled(value) || parseHours(filled(value)) !== null || i18n.t('fleet:form.hoursFormat')) as Rule,
  /** A whole number from `min` to `max`. */
  between: (min: number, max: number): Rule => {
    return (value) => {
      const integer = rules.integer(value);
      if (integer !== true || !filled(value)) return integer;
      const number = Number(filled(value));
      return (number >= min && number <= max) || i18n.t('fleet:form.between', { min, max });
    };
  },
};

/** The typed text, or null when it is empty: what optional fields send. */
export const textOrNull = (value: string) => value.trim() || null;

/** A whole number typed, or null when empty. */
export const integerOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);

/** Hours typed as 4215:30 or 4215,5, in minutes; null when empty. */
export const minutesOrNull = (value: string) => (value.trim() ? parseHours(value) : null);
