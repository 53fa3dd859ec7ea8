import { RRuleTemporal } from 'rrule-temporal';
import type { recurringFlights } from '../../db/schema';

export type SeriesRow = typeof recurringFlights.$inferSelect;
export type SeriesShape = Pick<
  SeriesRow,
  'startsOn' | 'startTime' | 'durationMinutes' | 'timezone' | 'freq' | 'interval' | 'byDay' | 'until' | 'count'
>;

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
  /** The day in the series' zone: what an exception names. */
  localDate: string;
}

const compact = (date: string) => date.replaceAll('-', '');

/** The RRULE value (without DTSTART): UNTIL as a date is the last day, inclusive, in the series' zone. */
export function rruleOf(series: SeriesShape): string {
  const parts = [`FREQ=${series.freq}`];
  if (series.interval !== 1) parts.push(`INTERVAL=${series.interval}`);
  if (series.byDay.length > 0) parts.push(`BYDAY=${series.byDay.join(',')}`);
  if (series.until) parts.push(`UNTIL=${compact(series.until)}`);
  if (series.count) parts.push(`COUNT=${series.count}`);
  return parts.join(';');
}

const dtstartOf = (series: SeriesShape) =>
  `DTSTART;TZID=${series.timezone}:${compact(series.startsOn)}T${series.startTime.replace(':', '')}00`;

/** The maintained library's rule for the series (RFC 5545 expansion is never hand-written here). */
export const ruleOf = (series: SeriesShape) =>
  new RRuleTemporal({ rruleString: `${dtstartOf(series)}\nRRULE:${rruleOf(series)}` });

/**
 * The flights of a series, less its exceptions, optionally only those starting in [from, to). A weekly
 * rule whose first day is not one of its weekdays starts on the next one (the library leaves DTSTART out then).
 */
export function occurrencesOf(
  series: SeriesShape,
  exceptions: ReadonlySet<string> = new Set(),
  window?: { from: Date; to: Date },
): Occurrence[] {
  const rule = ruleOf(series);
  const starts = window ? rule.between(new Date(window.from.getTime()), new Date(window.to.getTime() - 1), true) : rule.all();
  const duration = series.durationMinutes * 60_000;
  const out: Occurrence[] = [];
  for (const start of starts) {
    const localDate = start.toPlainDate().toString();
    if (exceptions.has(localDate)) continue;
    const startsAt = new Date(start.epochMilliseconds);
    out.push({ startsAt, endsAt: new Date(startsAt.getTime() + duration), localDate });
  }
  return out;
}

/** The series as iCalendar writes it: DTSTART with its zone, the RRULE (UNTIL in UTC) and one EXDATE per exception. */
export function icsRule(series: SeriesShape, exceptions: readonly string[]): string {
  const lines = ruleOf(series).toString().split('\n');
  if (exceptions.length > 0) {
    const time = `T${series.startTime.replace(':', '')}00`;
    lines.push(
      `EXDATE;TZID=${series.timezone}:${[...exceptions]
        .sort()
        .map((day) => `${compact(day)}${time}`)
        .join(',')}`,
    );
  }
  return lines.join('\n');
}
