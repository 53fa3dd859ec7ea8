import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/i18n/format';

/** One coordinate as degrees and decimal minutes, as pilots read them: 49° 07,06′ N. */
function degreesMinutes(value: number, positive: string, negative: string): string {
  const whole = Math.abs(value);
  const degrees = Math.floor(whole);
  const minutes = formatNumber((whole - degrees) * 60, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    minimumIntegerDigits: 2,
  });
  return `${degrees}° ${minutes}′ ${value < 0 ? negative : positive}`;
}

/** A position as text: 49° 07,06′ N, 9° 47,03′ O (the compass letters in the user's language). */
export function formatPosition(latitude: number, longitude: number, t: TFunction<'fleet'>): string {
  return `${degreesMinutes(latitude, t('position.north'), t('position.south'))}, ${degreesMinutes(longitude, t('position.east'), t('position.west'))}`;
}
