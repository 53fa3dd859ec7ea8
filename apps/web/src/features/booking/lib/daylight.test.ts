import { describe, expect, it } from 'vitest';
import { calendarWindow, fromDayKey } from './calendarWindow';
import { civilTwilight, nightInWindow } from './daylight';

const BERLIN = 'Europe/Berlin';
/** Schwäbisch Hall-Weckrieden (EDTY). */
const EDTY = { latitude: 49.1181, longitude: 9.7839 };
const TWO_MINUTES = 2 * 60_000;

const day = (key: string) => fromDayKey(key, BERLIN) as Date;
const near = (actual: Date | null, expected: string) =>
  expect(Math.abs((actual?.getTime() ?? 0) - Date.parse(expected))).toBeLessThanOrEqual(TWO_MINUTES);

// Expected values from NOAA's solar calculator (zenith 96°) for EDTY.
describe('civil twilight', () => {
  it('finds dawn and dusk at EDTY on the shortest day', () => {
    const { dawn, dusk, allDay } = civilTwilight(day('2026-12-21'), EDTY, BERLIN);
    near(dawn, '2026-12-21T07:35+01:00');
    near(dusk, '2026-12-21T17:03+01:00');
    expect(allDay).toBeNull();
  });

  it('finds dawn and dusk at EDTY on the longest day, in summer time', () => {
    const { dawn, dusk } = civilTwilight(day('2026-06-21'), EDTY, BERLIN);
    near(dawn, '2026-06-21T04:33+02:00');
    near(dusk, '2026-06-21T22:13+02:00');
  });

  it('knows a day without civil twilight: light all day at midsummer, night all day at midwinter in Svalbard', () => {
    const longyearbyen = { latitude: 78.246, longitude: 15.465 };
    expect(civilTwilight(day('2026-06-21'), longyearbyen, 'Arctic/Longyearbyen').allDay).toBe('light');
    expect(civilTwilight(day('2026-12-21'), longyearbyen, 'Arctic/Longyearbyen').allDay).toBe('night');
  });
});

describe('night in the calendar', () => {
  it('shades the operating hours before dawn and after dusk', () => {
    const window = calendarWindow(day('2026-12-21'), 'day', BERLIN, { from: '07:00', to: '21:00' });
    const [shown] = nightInWindow(window, EDTY, BERLIN);
    expect(shown?.night.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      ['2026-12-21T06:00:00.000Z', shown?.twilight.dawn?.toISOString()],
      [shown?.twilight.dusk?.toISOString(), '2026-12-21T20:00:00.000Z'],
    ]);
  });

  it('shades nothing when the operating hours lie in daylight', () => {
    const window = calendarWindow(day('2026-06-21'), 'day', BERLIN, { from: '08:00', to: '20:00' });
    expect(nightInWindow(window, EDTY, BERLIN)[0]?.night).toEqual([]);
  });
});
