import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/testing';
import { fromWallTime, toWallTime, zoneFormat } from './zone';

const BERLIN = 'Europe/Berlin';

beforeEach(() => switchLanguage('de'));

describe('fromWallTime', () => {
  it('reads a typed Berlin time as UTC, one hour ahead in winter and two in summer', () => {
    expect(fromWallTime({ date: '18.01.2027', time: '10:00' }, BERLIN)).toBe('2027-01-18T09:00:00.000Z');
    expect(fromWallTime({ date: '19.07.2027', time: '10:00' }, BERLIN)).toBe('2027-07-19T08:00:00.000Z');
  });

  it('takes the first hour after the switch to summer time at its new offset', () => {
    // 28 March 2027: 02:00 CET becomes 03:00 CEST, so 03:30 is 01:30 UTC.
    expect(fromWallTime({ date: '28.03.2027', time: '03:30' }, BERLIN)).toBe('2027-03-28T01:30:00.000Z');
  });

  it('accepts a time without a colon or with a dot, as people type it', () => {
    expect(fromWallTime({ date: '18.01.2027', time: '0930' }, BERLIN)).toBe('2027-01-18T08:30:00.000Z');
    expect(fromWallTime({ date: '18.01.2027', time: '9.30' }, BERLIN)).toBe('2027-01-18T08:30:00.000Z');
  });

  it('gives null for a day or a time that does not exist', () => {
    expect(fromWallTime({ date: '31.02.2027', time: '10:00' }, BERLIN)).toBeNull();
    expect(fromWallTime({ date: '18.01.2027', time: '24:00' }, BERLIN)).toBeNull();
    expect(fromWallTime({ date: '18.01.2027', time: '' }, BERLIN)).toBeNull();
  });
});

describe('toWallTime', () => {
  it('shows an instant as the company zone reads it, whatever zone the browser is in', () => {
    expect(toWallTime(new Date('2027-07-19T22:30:00Z'), BERLIN)).toEqual({ date: '20.07.2027', time: '00:30' });
    expect(toWallTime(new Date('2027-07-19T22:30:00Z'), 'America/New_York')).toEqual({ date: '19.07.2027', time: '18:30' });
  });

  it('round-trips with fromWallTime', () => {
    const instant = '2027-10-30T23:45:00.000Z';
    expect(fromWallTime(toWallTime(new Date(instant), BERLIN), BERLIN)).toBe(instant);
  });

  it('reads the hour the clocks repeat in autumn as the second one, in winter time', () => {
    // 31 October 2027: 03:00 CEST becomes 02:00 CET, so 02:45 happens at 00:45 and at 01:45 UTC.
    expect(toWallTime(new Date('2027-10-31T00:45:00Z'), BERLIN).time).toBe('02:45');
    expect(fromWallTime({ date: '31.10.2027', time: '02:45' }, BERLIN)).toBe('2027-10-31T01:45:00.000Z');
  });

  it('writes the day in the language of the page (English: day/month/year)', async () => {
    await switchLanguage('en');
    expect(toWallTime(new Date('2027-07-19T08:00:00Z'), BERLIN)).toEqual({ date: '19/07/2027', time: '10:00' });
    expect(fromWallTime({ date: '19/07/2027', time: '10:00' }, BERLIN)).toBe('2027-07-19T08:00:00.000Z');
  });
});

describe('zoneFormat', () => {
  it('counts hours to 23, never with AM or PM', () => {
    const time = zoneFormat(BERLIN, { hour: '2-digit', minute: '2-digit' }).format(new Date('2027-01-18T22:15:00Z'));
    expect(time).toBe('23:15');
  });

  it('builds one formatter per language, zone and options and then reuses it', () => {
    const options = { weekday: 'short' } as const;
    expect(zoneFormat(BERLIN, options)).toBe(zoneFormat(BERLIN, { weekday: 'short' }));
    expect(zoneFormat(BERLIN, options)).not.toBe(zoneFormat('Europe/Oslo', options));
  });
});
