/** Minutes as a logbook or a Hobbs meter writes them: hours and minutes, 75 → "1:15", 0 → "0:00". */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Like formatMinutes, but empty for 0: a logbook column leaves unused times blank. */
export const minutesOrBlank = (minutes: number) => (minutes ? formatMinutes(minutes) : '');

/**
 * A duration as people type it: "1:15" (hours:minutes), "1,25" or "1.25" (decimal hours) or "2"
 * (whole hours). Empty is null; anything else is NaN.
 */
export function parseDuration(input: string): number | null {
  const text = input.trim();
  if (!text) return null;
  const clock = /^(\d{1,6}):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (/^\d{1,6}([.,]\d{1,2})?$/.test(text)) return Math.round(Number(text.replace(',', '.')) * 60);
  return Number.NaN;
}
