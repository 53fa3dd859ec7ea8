const MINUTE_MS = 60_000;

/** Minutes the zone is ahead of UTC at an instant (60 for Berlin in winter, 120 in summer). */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a wall clock in the zone shows `minutes` after midnight of `date` (YYYY-MM-DD). */
export function atLocalTime(date: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = wall - offsetMinutes(wall, timeZone) * MINUTE_MS;
  return new Date(wall - offsetMinutes(first, timeZone) * MINUTE_MS);
}

/**
 * Local hours (from, to) in which the demo club books, per month: from a little after sunrise to
 * a quarter of an hour before sunset at Schwäbisch Hall, never before 08:00 (the field opens then).
 */
const DAYLIGHT: [number, number][] = [
  [8.5, 16.5],
  [8, 17.5],
  [8, 18.5],
  [8, 19.5],
  [8, 20.5],
  [8, 21],
  [8, 21],
  [8, 20.5],
  [8, 19.5],
  [8, 18],
  [8, 16.5],
  [8.5, 16],
];

/** The day's bookable window in minutes after local midnight. */
export function daylightMinutes(date: string): { from: number; to: number } {
  const [from, to] = DAYLIGHT[Number(date.slice(5, 7)) - 1] ?? [8, 16];
  return { from: from * 60, to: to * 60 };
}
