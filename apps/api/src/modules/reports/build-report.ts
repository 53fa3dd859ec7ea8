import type { Report, ReportCell, ReportColumn, ReportName } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { flightTotals } from './flight-totals';
import { inactiveMembers } from './inactive-members';
import { monthsOf, type Period } from './period';
import { utilisation } from './utilisation';

type Row = Record<string, ReportCell>;
type Table = Pick<Report, 'columns' | 'label' | 'chart' | 'rows'>;

const text = (key: string): ReportColumn => ({ key, kind: 'text' });
const flightColumns: ReportColumn[] = [
  { key: 'flights', kind: 'count' },
  { key: 'landings', kind: 'count' },
  { key: 'minutes', kind: 'minutes' },
];
const labelColumn: Record<Exclude<ReportName, 'utilisation' | 'inactive_members'>, string> = {
  aircraft: 'aircraft',
  members: 'member',
  instructors: 'instructor',
  flight_types: 'flight_type',
  months: 'month',
};

async function flightTable(db: Executor, companyId: number, period: Period, name: keyof typeof labelColumn): Promise<Table> {
  const label = labelColumn[name];
  const totals = await flightTotals(db, companyId, period, name);
  let rows: Row[] = totals.map((t) => ({ [label]: t.label, flights: t.flights, landings: t.landings, minutes: t.minutes }));
  if (name === 'months') {
    // Every month of the period appears, a month without flights with zeros, so the chart keeps its time axis.
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    rows = monthsOf(period).map((month) => byMonth.get(month) ?? { month, flights: 0, landings: 0, minutes: 0 });
  }
  return { columns: [text(label), ...flightColumns], label, chart: ['minutes'], rows };
}

async function utilisationTable(db: Executor, companyId: number, period: Period): Promise<Table> {
  const rows = (await utilisation(db, companyId, period)).map((u) => ({
    aircraft: u.registration,
    booked_minutes: u.bookedMinutes,
    flown_minutes: u.flownMinutes,
    flown_share: u.bookedMinutes === 0 ? null : Math.round((u.flownMinutes / u.bookedMinutes) * 100),
  }));
  const columns: ReportColumn[] = [
    text('aircraft'),
    { key: 'booked_minutes', kind: 'minutes' },
    { key: 'flown_minutes', kind: 'minutes' },
    { key: 'flown_share', kind: 'percent' },
  ];
  return { columns, label: 'aircraft', chart: ['booked_minutes', 'flown_minutes'], rows };
}

async function inactiveTable(db: Executor, companyId: number, period: Period): Promise<Table> {
  const rows = (await inactiveMembers(db, companyId, period)).map((m) => ({
    member: m.name,
    last_flight_on: m.lastFlightOn,
    days_since: m.daysSince,
  }));
  const columns: ReportColumn[] = [text('member'), { key: 'last_flight_on', kind: 'date' }, { key: 'days_since', kind: 'count' }];
  return { columns, label: 'member', chart: [], rows };
}

/** Sums of the counted and timed columns (a share or a date has no total); none for the member activity list. */
function totalsOf(name: ReportName, table: Table): Row | null {
  if (name === 'inactive_members') return null;
  const totals: Row = { [table.label]: null };
  for (const column of table.columns)
    if (column.kind === 'count' || column.kind === 'minutes')
      totals[column.key] = table.rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
    else if (column.key !== table.label) totals[column.key] = null;
  if (name === 'utilisation') {
    const booked = Number(totals.booked_minutes);
    totals.flown_share = booked === 0 ? null : Math.round((Number(totals.flown_minutes) / booked) * 100);
  }
  return totals;
}

/** One report over the period as a table with its totals, every figure computed in SQL. */
export async function buildReport(db: Executor, companyId: number, name: ReportName, period: Period): Promise<Report> {
  const table =
    name === 'utilisation'
      ? await utilisationTable(db, companyId, period)
      : name === 'inactive_members'
        ? await inactiveTable(db, companyId, period)
        : await flightTable(db, companyId, period, name);
  return { name, from: period.from, to: period.to, time_zone: period.timeZone, ...table, totals: totalsOf(name, table) };
}
