import { formatNumber } from '../../../lib/i18n/format';

export const METRES_PER_FOOT = 0.3048;

/** Feet as published, with metres beside them for those who think in metres: "5.053 ft (1.540 m)". */
export function feetAndMetres(feet: number | null): string | null {
  if (feet === null) return null;
  return `${formatNumber(feet)} ft (${metres(feet)})`;
}

/** Feet in whole metres, for the second line under a published measure. */
export const metres = (feet: number) => `${formatNumber(Math.round(feet * METRES_PER_FOOT))} m`;

/** A frequency as it is read on the radio, always three decimals: "129,230 MHz". */
export function megahertz(frequency: number): string {
  return `${formatNumber(frequency, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} MHz`;
}

/** A true heading in whole degrees, three digits as on a compass: "099°". */
export function heading(degrees: number | null): string | null {
  if (degrees === null) return null;
  return `${String(Math.round(degrees) % 360).padStart(3, '0')}°`;
}
