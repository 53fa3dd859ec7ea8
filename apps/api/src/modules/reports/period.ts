import { type SQL, sql } from 'drizzle-orm';

/** A report's days in the company's zone, both ends included, and the instants they span. */
export interface Period {
  from: string;
  to: string;
  timeZone: string;
  /** Midnight starting `from` in the zone (DST moves it, not the day). */
  start: SQL;
  /** Midnight after `to` in the zone: the period ends before it. */
  end: SQL;
}

export function periodOf(from: string, to: string, timeZone: string): Period {
  return {
    from,
    to,
    timeZone,
    start: sql`(${from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** The months (`YYYY-MM`) the period touches, oldest first. */
export function monthsOf({ from, to }: Pick<Period, 'from' | 'to'>): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}
