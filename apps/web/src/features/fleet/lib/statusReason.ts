import type { TFunction } from 'i18next';

const NO_GO = 'No-go squawk: ';

/** The grounding reason; the one the API writes for a no-go squawk is worded in the user's language. */
export function statusReason(reason: string | null, t: TFunction<'fleet'>): string {
  if (!reason) return '';
  return reason.startsWith(NO_GO) ? t('status.noGoReason', { description: reason.slice(NO_GO.length) }) : reason;
}
