import { describe, expect, it } from 'vitest';
import { canRecordFlight } from './canRecordFlight';

const now = new Date('2027-05-10T12:00:00Z');
const ended = {
  type: 'private' as const,
  status: 'confirmed' as const,
  completed_at: null,
  permissions: { view: true, update: true, delete: true },
  ends_at: '2027-05-10T11:30:00Z',
};

describe('canRecordFlight', () => {
  it('offers recording once the booking has ended', () => {
    expect(canRecordFlight(ended, now)).toBe(true);
    expect(canRecordFlight({ ...ended, ends_at: now.toISOString() }, now)).toBe(true);
  });

  it('does not offer it while the booking is running or still to come', () => {
    expect(canRecordFlight({ ...ended, ends_at: '2027-05-10T12:01:00Z' }, now)).toBe(false);
    expect(canRecordFlight({ ...ended, ends_at: '2027-05-11T10:00:00Z' }, now)).toBe(false);
  });

  it('does not offer it for maintenance, events, standby, recorded bookings or without the right to change', () => {
    expect(canRecordFlight({ ...ended, type: 'maintenance' }, now)).toBe(false);
    expect(canRecordFlight({ ...ended, type: 'event' }, now)).toBe(false);
    expect(canRecordFlight({ ...ended, status: 'standby' }, now)).toBe(false);
    expect(canRecordFlight({ ...ended, completed_at: '2027-05-10T11:45:00Z' }, now)).toBe(false);
    expect(canRecordFlight({ ...ended, permissions: { view: true, update: false, delete: false } }, now)).toBe(false);
    expect(canRecordFlight({ ...ended, permissions: undefined }, now)).toBe(false);
  });
});
