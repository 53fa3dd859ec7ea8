import type { Report, ReportColumn } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/testing';
import { formatCell, rowLabel } from './cells';

/** Keys come back as they are: the test reads which text the page asks for. */
const t = ((key: string) => key) as unknown as TFunction<'reports'>;

const report = (label: string, columns: Report['columns']): Report => ({
  name: 'aircraft',
  from: '2026-03-01',
  to: '2026-03-31',
  time_zone: 'Europe/Berlin',
  columns,
  label,
  chart: [],
  rows: [],
  totals: null,
});

describe('report cells', () => {
  beforeAll(() => switchLanguage('de'));

  it('shows block time as h:mm, shares in percent, days and counts in German', () => {
    const utilisation = report('aircraft', [
      { key: 'aircraft', kind: 'text' },
      { key: 'flown_minutes', kind: 'minutes' },
      { key: 'flown_share', kind: 'percent' },
      { key: 'flights', kind: 'count' },
      { key: 'last_flight_on', kind: 'date' },
    ]);
    const column = (key: string) => utilisation.columns.find((c) => c.key === key) as ReportColumn;
    expect(formatCell(utilisation, column('aircraft'), 'D-EAAA', t)).toBe('D-EAAA');
    expect(formatCell(utilisation, column('flown_minutes'), 345, t)).toBe('5:45');
    expect(formatCell(utilisation, column('flown_share'), 133, t).replace(/\s/g, ' ')).toBe('133 %');
    expect(formatCell(utilisation, column('flown_share'), null, t)).toBe('–');
    expect(formatCell(utilisation, column('flights'), 1234, t)).toBe('1.234');
    expect(formatCell(utilisation, column('last_flight_on'), '2025-12-21', t)).toBe('21.12.2025');
    expect(formatCell(utilisation, column('last_flight_on'), null, t)).toBe('never');
  });

  it('names flight types in words and months by name', () => {
    expect(rowLabel(report('flight_type', []), 'training', t)).toBe('flightTypes.training');
    expect(rowLabel(report('month', []), '2026-03', t)).toBe('März 2026');
  });
});
