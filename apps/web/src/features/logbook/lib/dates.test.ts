import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/testing';
import { wallClock } from './dates';

describe('a logbook time on the company’s wall clock', () => {
  beforeEach(() => switchLanguage('de'));

  it('shows a UTC time as the zone’s clock with the zone as people say it', () => {
    expect(wallClock('2027-07-19', '08:30', 'Europe/Berlin')).toBe('10:30 MESZ');
    expect(wallClock('2027-01-19', '08:30', 'Europe/Berlin')).toBe('09:30 MEZ');
  });

  it('shows a UTC time late in the day on the next day’s clock without saying the day', () => {
    expect(wallClock('2027-07-19', '23:15', 'Europe/Berlin')).toBe('01:15 MESZ');
  });

  it('says the zone in the user’s language', async () => {
    await switchLanguage('en');
    expect(wallClock('2027-07-19', '08:30', 'Europe/Berlin')).toBe('10:30 CEST');
  });
});
