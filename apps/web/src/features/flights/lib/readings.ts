import { formatMinutes, parseDuration } from '../../../lib/duration';

/** A Hobbs or tach reading as the meter shows it (hours:minutes); decimal hours are read too. */
export const formatReading = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined ? '' : formatMinutes(minutes);
export const parseReading = parseDuration;

/** Litres with one decimal, typed with a comma or a point. */
export function parseLitres(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!value) return null;
  return /^\d{1,5}(\.\d)?$/.test(value) ? Number(value) : Number.NaN;
}
