import { noGoDescription } from '@portal/contracts/fleet-messages';
import type { TFunction } from 'i18next';

/** The grounding reason; the one the API writes for a no-go squawk is worded in the user's language. */
export function statusReason(reason: string | null, t: TFunction<'fleet'>): string {
  const description = noGoDescription(reason);
  return description === null ? (reason ?? '') : t('status.noGoReason', { description });
}
