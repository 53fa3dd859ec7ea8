import ical from 'ical-generator';
import type { OperatorRow } from './operator';
import { icsRule, type SeriesRow } from './recurrence';

const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** One VEVENT per series: DTSTART in the airport's zone, the RRULE and the exceptions as EXDATE. */
export function renderOperatorCalendar(operator: OperatorRow, rows: SeriesRow[], exceptions: Map<number, string[]>): string {
  const calendar = ical({ name: `Flugportal – ${operator.name}`, prodId: { company: 'Flugportal', product: 'Serienflüge' } });
  const lines = calendar.toString().split('\r\n');
  const events = rows.flatMap((row) => [
    'BEGIN:VEVENT',
    `UID:recurring-flight-${row.id}@flugportal`,
    `DTSTAMP:${row.updatedAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}`,
    ...icsRule(row, exceptions.get(row.id) ?? []).split('\n'),
    `DURATION:PT${row.durationMinutes}M`,
    `SUMMARY:${icsText([row.title, row.registration].filter(Boolean).join(' '))}`,
    ...(row.route ? [`DESCRIPTION:${icsText(row.route)}`] : []),
    'END:VEVENT',
  ]);
  const end = lines.lastIndexOf('END:VCALENDAR');
  return [...lines.slice(0, end), ...events, ...lines.slice(end)].join('\r\n');
}
