import type { Booking } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describer } from './describe';

const t = ((key: string) => ({ seriesFlight: 'Serienflug', booked: 'Gebucht' })[key] ?? key) as unknown as TFunction<'booking'>;
const booking = (fields: Partial<Booking>) =>
  ({
    type: 'event',
    starts_at: '2027-05-03T07:00:00.000Z',
    ends_at: '2027-05-03T08:00:00.000Z',
    pilot: null,
    instructor: null,
    notes: null,
    recurring_flight_id: null,
    ...fields,
  }) as Booking;

describe('the calendar’s words for a booking', () => {
  it('marks a flight of an operator’s series, with its title where the caller may read it', () => {
    const words = describer('Europe/Berlin', t);
    expect(words.title(booking({ recurring_flight_id: 7, notes: 'Platzrunden' }))).toBe('Serienflug · Platzrunden');
    expect(words.title(booking({ recurring_flight_id: 7 }))).toBe('Serienflug');
    expect(words.text(booking({}))).toBe('09:00–10:00 Gebucht');
  });
});
