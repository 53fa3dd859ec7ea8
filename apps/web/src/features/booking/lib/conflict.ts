import type { TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api/errors';

const PATTERN = /^The (aircraft|instructor) is already booked(?: on (.+?\)))?(?: by (.+))?\.$/;

/**
 * The 409 in the user's language. The API words it in English with the other booking's time in the
 * company's zone (and the pilot when the user may see names); an unknown wording is shown as sent.
 */
export function conflictMessage(error: ApiError, t: TFunction<'booking'>): string {
  const match = PATTERN.exec(error.message);
  if (!match) return error.message || t('conflict.generic');
  const [, who, span, pilot] = match;
  const when = span ? t('conflict.when', { span }) : '';
  const by = pilot ? t('conflict.by', { pilot }) : '';
  return t(`conflict.${who as 'aircraft' | 'instructor'}`, { when, by });
}
