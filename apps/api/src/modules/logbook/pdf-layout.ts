import { type CarryForward, LOGBOOK_SUMMED, type LogbookEntry } from '@portal/contracts';

/** The sums the EASA page footer carries from page to page. */
export type Summed = (typeof LOGBOOK_SUMMED)[number];
export type Sums = Record<Summed, number>;

export const zeroSums = (): Sums => Object.fromEntries(LOGBOOK_SUMMED.map((key) => [key, 0])) as Sums;
export const addSums = (a: Sums, b: Partial<Record<Summed, number>>): Sums =>
  Object.fromEntries(LOGBOOK_SUMMED.map((key) => [key, a[key] + (b[key] ?? 0)])) as Sums;
export const carriedSums = (carried: CarryForward): Sums => addSums(zeroSums(), carried);

export interface Column {
  /** Group heading (EASA column number and name) when the column starts a group. */
  group?: { title: string; span: number };
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (entry: LogbookEntry) => string;
  /** The footer sum shown under this column. */
  sum?: Summed;
}

const clock = (minutes: number) => (minutes ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}` : '');
const count = (value: number) => (value ? String(value) : '');
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const time = (minutes: Summed) => ({ align: 'right' as const, cell: (e: LogbookEntry) => clock(e[minutes]), sum: minutes });

/** The columns of AMC1 FCL.050 in their order; widths fill an A4 landscape page with 24 pt margins. */
export const COLUMNS: Column[] = [
  { group: { title: '1 DATE', span: 1 }, title: 'dd/mm/yy', width: 38, cell: (e) => shortDate(e.date) },
  { group: { title: '2 DEPARTURE', span: 2 }, title: 'PLACE', width: 34, cell: (e) => e.departure_place ?? '' },
  { title: 'TIME', width: 26, cell: (e) => e.departure_time ?? '' },
  { group: { title: '3 ARRIVAL', span: 2 }, title: 'PLACE', width: 34, cell: (e) => e.arrival_place ?? '' },
  { title: 'TIME', width: 26, cell: (e) => e.arrival_time ?? '' },
  { group: { title: '4 AIRCRAFT', span: 2 }, title: 'TYPE', width: 44, cell: (e) => e.aircraft_type ?? '' },
  { title: 'REG.', width: 44, cell: (e) => e.registration ?? '' },
  { group: { title: '5 SINGLE PILOT', span: 2 }, title: 'SE', width: 28, ...time('se_minutes') },
  { title: 'ME', width: 28, ...time('me_minutes') },
  { group: { title: '6 MULTI-PILOT', span: 1 }, title: 'TIME', width: 32, ...time('multi_pilot_minutes') },
  { group: { title: '7 TOTAL', span: 1 }, title: 'TIME', width: 32, ...time('total_minutes') },
  { group: { title: '8 NAME PIC', span: 1 }, title: '', width: 68, cell: (e) => e.pic_name ?? '' },
  {
    group: { title: '9 LANDINGS', span: 2 },
    title: 'DAY',
    width: 22,
    align: 'right',
    cell: (e) => count(e.landings_day),
    sum: 'landings_day',
  },
  { title: 'NIGHT', width: 24, align: 'right', cell: (e) => count(e.landings_night), sum: 'landings_night' },
  { group: { title: '10 CONDITION', span: 2 }, title: 'NIGHT', width: 28, ...time('night_minutes') },
  { title: 'IFR', width: 28, ...time('ifr_minutes') },
  { group: { title: '11 PILOT FUNCTION TIME', span: 4 }, title: 'PIC', width: 30, ...time('pic_minutes') },
  { title: 'CO-PIL.', width: 30, ...time('copilot_minutes') },
  { title: 'DUAL', width: 30, ...time('dual_minutes') },
  { title: 'INSTR.', width: 30, ...time('instructor_minutes') },
  { group: { title: '12 FSTD SESSION', span: 2 }, title: 'TYPE', width: 38, cell: (e) => e.fstd_type ?? '' },
  { title: 'TIME', width: 28, ...time('fstd_minutes') },
  { group: { title: '13 REMARKS AND ENDORSEMENTS', span: 1 }, title: '', width: 72, cell: (e) => e.remarks ?? '' },
];

export const sumCell = (sums: Sums, key: Summed) =>
  key === 'landings_day' || key === 'landings_night' ? String(sums[key]) : clock(sums[key]) || '0:00';
