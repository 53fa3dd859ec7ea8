import { describe, expect, it } from 'vitest';
import { blockInstants, wallClock } from './flightTimes';

const BERLIN = 'Europe/Berlin';

describe('blockInstants', () => {
  it('reads the block times as the company’s wall clock: summer time is UTC+2', () => {
    const clocks = { off_block_at: '09:50', takeoff_at: '10:00', landing_at: '11:10', on_block_at: '11:15' };
    expect(blockInstants('2027-07-19', clocks, BERLIN)).toEqual({
      off_block_at: '2027-07-19T07:50:00.000Z',
      takeoff_at: '2027-07-19T08:00:00.000Z',
      landing_at: '2027-07-19T09:10:00.000Z',
      on_block_at: '2027-07-19T09:15:00.000Z',
    });
  });

  it('puts a time that reads earlier than the one before it on the next day (a flight past midnight)', () => {
    const clocks = { off_block_at: '23:40', takeoff_at: '23:50', landing_at: '00:30', on_block_at: '00:35' };
    expect(blockInstants('2027-01-31', clocks, BERLIN)).toEqual({
      off_block_at: '2027-01-31T22:40:00.000Z',
      takeoff_at: '2027-01-31T22:50:00.000Z',
      landing_at: '2027-01-31T23:30:00.000Z',
      on_block_at: '2027-01-31T23:35:00.000Z',
    });
  });

  it('follows the zone across the change to summer time within one flight', () => {
    // 28 March 2027: the clocks jump from 02:00 to 03:00 in Berlin.
    const clocks = { off_block_at: '01:30', takeoff_at: '01:40', landing_at: '03:10', on_block_at: '03:15' };
    const instants = blockInstants('2027-03-28', clocks, BERLIN);
    expect(instants.off_block_at).toBe('2027-03-28T00:30:00.000Z');
    expect(instants.landing_at).toBe('2027-03-28T01:10:00.000Z');
  });

  it('reads the same clocks differently in another zone', () => {
    const clocks = { off_block_at: '09:00', takeoff_at: '09:05', landing_at: '10:00', on_block_at: '10:05' };
    expect(blockInstants('2027-07-19', clocks, 'Atlantic/Reykjavik').off_block_at).toBe('2027-07-19T09:00:00.000Z');
  });
});

describe('wallClock', () => {
  it('shows an instant as the day and clock of the company’s zone', () => {
    expect(wallClock('2027-07-19T22:30:00Z', BERLIN)).toEqual({ day: '2027-07-20', clock: '00:30' });
    expect(wallClock(new Date('2027-01-19T22:30:00Z'), BERLIN)).toEqual({ day: '2027-01-19', clock: '23:30' });
  });
});
