import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { makeOperator } from '../../../test/factories/fbo';
import { buildAirplane } from '../../../test/factories/fleet';
import { bookings } from '../../db/schema';
import { occurrencesOf } from './recurrence';

interface Series {
  id: number;
  parent_id: number | null;
  title: string;
  start_time: string;
  starts_on: string;
  rule: { until: string | null; count: number | null };
  exceptions: string[];
  rrule: string;
}
interface Preview {
  occurrences: Array<{ starts_at: string; local_date: string; conflicts: Array<{ kind: string }> }>;
  count: number;
  conflict_count: number;
}
const fields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);
const berlin = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

describe('recurring flights', () => {
  const t = useTestApp();
  let operatorId: number;
  let planner: TestClient;
  let reader: TestClient;
  let airplaneId: number;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { timezone: 'Europe/Berlin' });
    operatorId = (await makeOperator(t.db, company.id)).id;
    planner = await signIn(t.app, (await buildMember(t.db, ['crew'], operatorId)).user.email);
    reader = await signIn(t.app, (await buildMember(t.db, ['accounting'], operatorId)).user.email);
    airplaneId = (await buildAirplane(t.db, operatorId)).id;
  });

  const base = (overrides: Record<string, unknown> = {}) => ({
    title: 'Platzrunden',
    registration: 'D-ESCH',
    starts_on: '2027-03-24',
    start_time: '09:00',
    duration_minutes: 60,
    rule: { freq: 'DAILY', count: 10 },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await planner.post(`/api/fixedBaseOperators/${operatorId}/recurringFlights`, base(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return json<{ data: Series }>(response).data;
  };
  const flights = (series: Series) =>
    occurrencesOf({
      startsOn: series.starts_on,
      startTime: series.start_time,
      durationMinutes: 60,
      timezone: 'Europe/Berlin',
      freq: 'DAILY',
      interval: 1,
      byDay: [],
      until: series.rule.until,
      count: series.rule.count,
    }).filter((item) => !series.exceptions.includes(item.localDate));

  it('keeps 09:00 at 09:00 across the clock change (UTC moves an hour)', async () => {
    const preview = json<{ data: Preview }>(
      await planner.post(`/api/fixedBaseOperators/${operatorId}/recurringFlights/preview`, base()),
    );
    expect(preview.data.count).toBe(10);
    expect(preview.data.occurrences.every((item) => berlin(item.starts_at) === '09:00')).toBe(true);
    const byDay = Object.fromEntries(preview.data.occurrences.map((item) => [item.local_date, item.starts_at]));
    expect(byDay['2027-03-27']).toBe('2027-03-27T08:00:00.000Z');
    expect(byDay['2027-03-28']).toBe('2027-03-28T07:00:00.000Z');
    const autumn = json<{ data: Preview }>(
      await planner.post(
        `/api/fixedBaseOperators/${operatorId}/recurringFlights/preview`,
        base({ starts_on: '2027-10-30', rule: { freq: 'DAILY', count: 2 } }),
      ),
    );
    expect(autumn.data.occurrences.map((item) => item.starts_at)).toEqual([
      '2027-10-30T07:00:00.000Z',
      '2027-10-31T08:00:00.000Z',
    ]);
  });

  it('refuses bad rules with the field named, and lets only ramp staff plan', async () => {
    const url = `/api/fixedBaseOperators/${operatorId}/recurringFlights`;
    expect(fields(await planner.post(url, base({ rule: { freq: 'WEEKLY', count: 3 } })))).toEqual(['rule.by_day']);
    expect(fields(await planner.post(url, base({ rule: { freq: 'DAILY', count: 3, until: '2027-04-01' } })))).toEqual([
      'rule.count',
    ]);
    expect(fields(await planner.post(url, base({ rule: { freq: 'DAILY', until: '2031-01-01' } })))).toEqual(['rule.until']);
    expect(fields(await planner.post(url, base({ start_time: '25:00' })))).toEqual(['start_time']);
    expect((await reader.post(url, base())).statusCode).toBe(403);
    expect((await reader.get(url)).statusCode).toBe(200);
  });

  it('lists the conflicts with bookings and maintenance blocks and skips them only when told', async () => {
    const member = await buildMember(t.db, ['member'], operatorId);
    await t.db.insert(bookings).values([
      {
        companyId: operatorId,
        airplaneId,
        membershipId: member.membership.id,
        startsAt: new Date('2027-05-03T07:30:00Z'),
        endsAt: new Date('2027-05-03T08:30:00Z'),
      },
      {
        companyId: operatorId,
        airplaneId,
        type: 'maintenance',
        startsAt: new Date('2027-05-05T00:00:00Z'),
        endsAt: new Date('2027-05-07T00:00:00Z'),
      },
    ]);
    const input = base({
      airplane_id: airplaneId,
      registration: null,
      starts_on: '2027-05-01',
      rule: { freq: 'DAILY', count: 10 },
    });
    const preview = json<{ data: Preview }>(
      await planner.post(`/api/fixedBaseOperators/${operatorId}/recurringFlights/preview`, input),
    );
    expect(preview.data.conflict_count).toBe(3);
    expect(
      preview.data.occurrences.filter((item) => item.conflicts.length).map((item) => [item.local_date, item.conflicts[0]?.kind]),
    ).toEqual([
      ['2027-05-03', 'booking'],
      ['2027-05-05', 'maintenance'],
      ['2027-05-06', 'maintenance'],
    ]);
    const refused = await planner.post(`/api/fixedBaseOperators/${operatorId}/recurringFlights`, input);
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string }>(refused).code).toBe('recurrence.conflicts');
    const saved = await create({ ...input, skip_conflicts: true });
    expect(saved.exceptions).toEqual(['2027-05-03', '2027-05-05', '2027-05-06']);
    expect(saved.rrule).toContain('EXDATE;TZID=Europe/Berlin:20270503T090000,20270505T090000,20270506T090000');
  });

  it('never brings a cancelled flight back: an edit of all keeps the exception by its day', async () => {
    const series = await create({ starts_on: '2027-06-01' });
    const cancelled = json<{ data: Series }>(
      await planner.post(`/api/recurringFlights/${series.id}/exceptions`, { occurrence: '2027-06-03T07:00:00.000Z' }),
    );
    expect(cancelled.data.exceptions).toEqual(['2027-06-03']);
    const wrong = await planner.post(`/api/recurringFlights/${series.id}/exceptions`, { occurrence: '2027-06-03T08:00:00.000Z' });
    expect(fields(wrong)).toEqual(['occurrence']);
    const moved = json<{ data: Series[] }>(
      await planner.patch(`/api/recurringFlights/${series.id}`, {
        scope: 'all',
        start_time: '10:30',
        rule: { freq: 'DAILY', count: 12 },
      }),
    );
    const [after] = moved.data;
    expect(after?.exceptions).toEqual(['2027-06-03']);
    const days = flights(after as Series).map((item) => item.localDate);
    expect(days).toHaveLength(11);
    expect(days).not.toContain('2027-06-03');
    expect(after?.rrule).toContain('EXDATE;TZID=Europe/Berlin:20270603T103000');
  });

  it('splits the series for this and the following flights, and takes one flight out for this one', async () => {
    const series = await create({ starts_on: '2027-07-01', rule: { freq: 'DAILY', count: 10 } });
    await planner.post(`/api/recurringFlights/${series.id}/exceptions`, { occurrence: '2027-07-08T07:00:00.000Z' });
    const split = json<{ data: Series[] }>(
      await planner.patch(`/api/recurringFlights/${series.id}`, {
        scope: 'following',
        occurrence: '2027-07-05T07:00:00.000Z',
        start_time: '15:00',
      }),
    );
    const [ended, next] = split.data as [Series, Series];
    expect(ended.rule.count).toBe(4);
    expect(ended.exceptions).toEqual([]);
    expect(next).toMatchObject({ parent_id: series.id, starts_on: '2027-07-05', start_time: '15:00', rule: { count: 6 } });
    expect(next.exceptions).toEqual(['2027-07-08']);
    expect(flights(next).map((item) => item.localDate)).toEqual([
      '2027-07-05',
      '2027-07-06',
      '2027-07-07',
      '2027-07-09',
      '2027-07-10',
    ]);

    const single = json<{ data: Series[] }>(
      await planner.patch(`/api/recurringFlights/${ended.id}`, {
        scope: 'this',
        occurrence: '2027-07-02T07:00:00.000Z',
        start_time: '11:00',
        title: 'Prüfungsflug',
      }),
    );
    const [rest, one] = single.data as [Series, Series];
    expect(one).toMatchObject({
      parent_id: ended.id,
      starts_on: '2027-07-02',
      start_time: '11:00',
      title: 'Prüfungsflug',
      rule: { count: 1 },
    });
    const restAfter = json<{ data: Series[] }>(
      await reader.get(`/api/fixedBaseOperators/${operatorId}/recurringFlights`),
    ).data.find((item) => item.id === rest.id);
    expect(restAfter?.exceptions).toEqual(['2027-07-02']);
    const movements = json<{ data: Array<{ source: string; local_time: string; kind: string }> }>(
      await reader.get(`/api/fixedBaseOperators/${operatorId}/movements?from=2027-07-02T00:00:00Z&to=2027-07-03T00:00:00Z`),
    );
    expect(movements.data.filter((item) => item.source === 'recurring').map((item) => [item.kind, item.local_time])).toEqual([
      ['departure', '11:00'],
      ['arrival', '12:00'],
    ]);
  });

  it('writes the series as one recurring event with its exceptions in iCalendar', async () => {
    const series = await create({
      title: 'Rundflug',
      starts_on: '2027-08-07',
      rule: { freq: 'WEEKLY', by_day: ['SA'], until: '2027-09-30' },
    });
    await planner.post(`/api/recurringFlights/${series.id}/exceptions`, { occurrence: '2027-08-14T07:00:00.000Z' });
    const ics = (await reader.get(`/api/fixedBaseOperators/${operatorId}/calendar.ics`)).body;
    const event = ics.split('BEGIN:VEVENT').find((block) => block.includes(`recurring-flight-${series.id}@`)) ?? '';
    expect(event).toContain('DTSTART;TZID=Europe/Berlin:20270807T090000');
    expect(event).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20270930T215959Z;BYDAY=SA/);
    expect(event).toContain('EXDATE;TZID=Europe/Berlin:20270814T090000');
    expect(event.match(/BEGIN:VEVENT|END:VEVENT/g)).toHaveLength(1);
  });
});
