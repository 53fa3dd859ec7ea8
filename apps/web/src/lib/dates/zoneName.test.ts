import { describe, expect, it } from 'vitest';
import { zoneShortName } from './zoneName';

const winter = new Date('2027-01-18T12:00:00Z');
const summer = new Date('2027-07-19T12:00:00Z');

describe('zoneShortName', () => {
  it('names Central European time in German as MEZ and MESZ', () => {
    expect(zoneShortName('Europe/Berlin', winter, 'de-DE')).toBe('MEZ');
    expect(zoneShortName('Europe/Berlin', summer, 'de-DE')).toBe('MESZ');
  });

  it('names it CET and CEST in English and Norwegian', () => {
    for (const tag of ['en-GB', 'nb-NO']) {
      expect(zoneShortName('Europe/Berlin', winter, tag)).toBe('CET');
      expect(zoneShortName('Europe/Berlin', summer, tag)).toBe('CEST');
    }
  });

  it('follows the date across the switch to summer time', () => {
    // 28 March 2027: clocks go from 02:00 CET to 03:00 CEST (01:00 UTC).
    expect(zoneShortName('Europe/Berlin', new Date('2027-03-28T00:59:00Z'), 'de-DE')).toBe('MEZ');
    expect(zoneShortName('Europe/Berlin', new Date('2027-03-28T01:00:00Z'), 'de-DE')).toBe('MESZ');
  });
});
