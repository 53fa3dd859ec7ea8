import type { Runway } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { heading } from './measures';
import { surfaceOf } from './surface';

/** "10/28": both ends' designators, as a runway is named. */
export const runwayName = (runway: Runway) => [runway.le_ident, runway.he_ident].filter(Boolean).join('/') || '–';

/** The surface in words ("Beton"), or the code as published when it is not a known one. */
export function surfaceText(runway: Runway, t: TFunction<'airports'>): string {
  const known = surfaceOf(runway.surface);
  return known ? t(`surfaces.${known}`) : (runway.surface ?? t('runways.unknown'));
}

/** Both ends' true headings: "099° / 279°". */
export const headingsText = (runway: Runway) =>
  [heading(runway.le_heading_deg_t), heading(runway.he_heading_deg_t)].filter(Boolean).join(' / ') || '–';

export const lightingText = (runway: Runway, t: TFunction<'airports'>) =>
  runway.lighted ? t('runways.lighted') : t('runways.unlighted');
