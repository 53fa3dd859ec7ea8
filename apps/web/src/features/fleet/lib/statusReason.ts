import { dueHobbsOf, noGoDescription } from '@portal/contracts/fleet-messages';
import type { TFunction } from 'i18next';

/**
 * The grounding reason; the ones the API writes itself (a no-go squawk, maintenance due by Hobbs time) are worded in
 * the user's language, with the squawk's or item's own text as written.
 */
export function statusReason(reason: string | null, t: TFunction<'fleet'>): string {
  const description = noGoDescription(reason);
  if (description !== null) return t('status.noGoReason', { description });
  const due = dueHobbsOf(reason);
  return due ? t('status.dueHobbsReason', due) : (reason ?? '');
}
