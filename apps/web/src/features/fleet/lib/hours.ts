/** Counter minutes as hours and minutes, the way a Hobbs meter or logbook shows them: 4215:30. */
export function formatHours(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "4215:30", "4215" or "4215.5" (hours with a decimal point or comma) as minutes; null when it is none of these. */
export function parseHours(input: string): number | null {
  const text = input.trim();
  const clock = /^(\d{1,6}):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const decimal = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!decimal) return null;
  return Math.round((Number(decimal[1]) + Number(`0.${decimal[2] ?? '0'}`)) * 60);
}
