import { describe, expect, it } from 'vitest';
import { forecast } from './lesson-progress';
import { computeMinima, distanceNm, type MinimaLeg, type Position } from './minima';

const positions = new Map<string, Position>([
  ['EDTY', { lat: 49.1183, lon: 9.7839 }],
  ['EDFN', { lat: 50.8744, lon: 8.815 }],
  ['EDTF', { lat: 48.0228, lon: 7.8325 }],
  ['EDTH', { lat: 48.8028, lon: 9.9275 }],
]);

function leg(date: string, from: string, to: string, minutes: number, kind: 'dual' | 'solo', hour = 9): MinimaLeg {
  return {
    date,
    departureAt: new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`),
    departurePlace: from,
    arrivalPlace: to,
    totalMinutes: minutes,
    dualMinutes: kind === 'dual' ? minutes : 0,
    picMinutes: kind === 'solo' ? minutes : 0,
  };
}

describe('PPL(A) minima', () => {
  it('measures great-circle distances in nautical miles', () => {
    const edty = positions.get('EDTY') as Position;
    const edfn = positions.get('EDFN') as Position;
    expect(Math.round(distanceNm(edty, edfn))).toBe(112);
    expect(distanceNm(edty, edty)).toBe(0);
  });

  it('sums total, dual, supervised solo and solo cross-country time from the logbook', () => {
    const minima = computeMinima(
      [
        leg('2026-03-01', 'EDTY', 'EDTY', 26 * 60, 'dual'),
        leg('2026-03-02', 'EDTY', 'EDTY', 8 * 60, 'solo'),
        leg('2026-03-03', 'EDTY', 'EDTH', 60, 'solo'),
        leg('2026-03-03', 'EDTH', 'EDTY', 60, 'solo', 11),
      ],
      positions,
    );
    expect(minima.total).toEqual({ done_minutes: 36 * 60, required_minutes: 45 * 60 });
    expect(minima.dual).toEqual({ done_minutes: 26 * 60, required_minutes: 25 * 60 });
    expect(minima.supervised_solo).toEqual({ done_minutes: 10 * 60, required_minutes: 10 * 60 });
    expect(minima.solo_cross_country).toEqual({ done_minutes: 120, required_minutes: 300 });
    // EDTY–EDTH–EDTY is short and lands at one other aerodrome only.
    expect(minima.long_cross_country.done).toBe(false);
    expect(minima.met).toBe(false);
  });

  it('finds the long cross-country: 150 NM in a day with full-stop landings at two other aerodromes', () => {
    const day = '2026-05-10';
    const long = [
      leg(day, 'EDTY', 'EDFN', 70, 'solo', 8),
      leg(day, 'EDFN', 'EDTF', 100, 'solo', 10),
      leg(day, 'EDTF', 'EDTY', 80, 'solo', 13),
    ];
    const minima = computeMinima(
      [leg('2026-03-01', 'EDTY', 'EDTY', 30 * 60, 'dual'), leg('2026-04-01', 'EDTY', 'EDTY', 6 * 60, 'solo'), ...long],
      positions,
    );
    expect(minima.long_cross_country).toMatchObject({ done: true, date: day, route: ['EDTY', 'EDFN', 'EDTF', 'EDTY'] });
    expect(minima.long_cross_country.distance_nm).toBeGreaterThan(300);
    expect(minima.solo_cross_country.done_minutes).toBe(250);
    expect(minima.total.done_minutes).toBe(36 * 60 + 250);
    expect(minima.met).toBe(false);

    // Far enough but back at the first stop only: one other aerodrome does not qualify.
    const oneAway = computeMinima([leg(day, 'EDTY', 'EDFN', 70, 'solo', 8), leg(day, 'EDFN', 'EDTY', 70, 'solo', 10)], positions);
    expect(oneAway.long_cross_country.done).toBe(false);
    // An aerodrome whose position is unknown cannot be measured, so it does not count.
    const unknown = computeMinima([leg(day, 'EDTY', 'XXXX', 200, 'solo'), leg(day, 'XXXX', 'EDFN', 60, 'solo', 12)], positions);
    expect(unknown.long_cross_country.done).toBe(false);
  });

  it('is met when every minimum is', () => {
    const minima = computeMinima(
      [
        leg('2026-03-01', 'EDTY', 'EDTY', 25 * 60, 'dual'),
        leg('2026-04-01', 'EDTY', 'EDTY', 10 * 60, 'solo'),
        leg('2026-05-10', 'EDTY', 'EDFN', 80, 'solo', 8),
        leg('2026-05-10', 'EDFN', 'EDTF', 120, 'solo', 10),
        leg('2026-05-10', 'EDTF', 'EDTY', 100, 'solo', 13),
        leg('2026-05-20', 'EDTY', 'EDTY', 6 * 60, 'dual'),
      ],
      positions,
    );
    expect(minima.met).toBe(true);
  });
});

describe('pace forecast', () => {
  const base = { startsOn: '2026-01-01', plannedEndOn: '2026-12-31', total: 20 };

  it('compares the share of lessons done with the share of the planned time gone', () => {
    // Half the year gone (about 50 %), half the lessons done.
    expect(forecast({ ...base, today: '2026-07-02', done: 10 })).toMatchObject({
      status: 'on_track',
      percent_done: 50,
      percent_time_elapsed: 50,
    });
    expect(forecast({ ...base, today: '2026-04-01', done: 10 }).status).toBe('ahead');
    expect(forecast({ ...base, today: '2026-10-01', done: 10 }).status).toBe('behind');
  });

  it('extends the pace so far to an expected end', () => {
    // 10 of 20 lessons in 90 days: the rest takes as long again.
    expect(forecast({ ...base, today: '2026-04-01', done: 10 }).expected_end_on).toBe('2026-06-30');
    expect(forecast({ ...base, today: '2026-04-01', done: 0 }).expected_end_on).toBeNull();
  });

  it('says complete, not started or unplanned when pace cannot be measured', () => {
    expect(forecast({ ...base, today: '2026-06-01', done: 20 }).status).toBe('complete');
    expect(forecast({ ...base, today: '2025-12-01', done: 0 }).status).toBe('not_started');
    expect(forecast({ ...base, plannedEndOn: null, today: '2026-06-01', done: 3 })).toMatchObject({
      status: 'unplanned',
      percent_time_elapsed: null,
    });
  });
});
