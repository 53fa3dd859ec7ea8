/** The periods offered for a report; `custom` takes two typed days. */
export const PERIODS = ['this_month', 'last_month', 'this_year', 'last_year', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Today's year, month and day where the company is: "this month" is the company's month, not the browser's. */
function todayIn(timeZone: string, now: Date) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, day };
}

/** The first and last day of a period in the company's zone, both included. */
export function periodRange(
  choice: Exclude<PeriodChoice, 'custom'>,
  timeZone: string,
  now = new Date(),
): { from: string; to: string } {
  const { year, month } = todayIn(timeZone, now);
  if (choice === 'this_month') return { from: iso(year, month, 1), to: iso(year, month + 1, 0) };
  if (choice === 'last_month') return { from: iso(year, month - 1, 1), to: iso(year, month, 0) };
  if (choice === 'this_year') return { from: iso(year, 1, 1), to: iso(year, 12, 31) };
  return { from: iso(year - 1, 1, 1), to: iso(year - 1, 12, 31) };
}
