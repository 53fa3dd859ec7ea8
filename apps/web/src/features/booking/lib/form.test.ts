import type { Booking } from '@portal/contracts';
import type { FieldErrors } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/testing';
import { type BookingFormValues, bookingResolver, bookingValues, draftValues } from './form';

const BERLIN = 'Europe/Berlin';

beforeEach(() => switchLanguage('de'));

const draft = (change: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...draftValues({ airplaneId: 7, start: new Date('2027-07-19T08:00:00Z'), end: new Date('2027-07-19T10:00:00Z') }, BERLIN),
  ...change,
});

async function resolve(values: BookingFormValues) {
  const result = await bookingResolver(BERLIN)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { values: result.values, errors: result.errors as FieldErrors<BookingFormValues> };
}

describe('draftValues and bookingValues', () => {
  it('shows a drafted span as the company zone’s wall clock', () => {
    expect(draft()).toMatchObject({
      airplane_id: 7,
      starts_at: { date: '19.07.2027', time: '10:00' },
      ends_at: { date: '19.07.2027', time: '12:00' },
      membership_id: '',
      type: 'private',
      standby: false,
    });
  });

  it('fills the form from a booking, a standby one ticking the box', () => {
    const booking = {
      airplane_id: 7,
      starts_at: '2027-01-18T09:00:00Z',
      ends_at: '2027-01-18T11:30:00Z',
      membership_id: 3,
      instructor_membership_id: null,
      type: 'training',
      status: 'standby',
      destination: null,
      notes: 'Platzrunden',
    } as Booking;
    expect(bookingValues(booking, BERLIN)).toMatchObject({
      starts_at: { date: '18.01.2027', time: '10:00' },
      ends_at: { date: '18.01.2027', time: '12:30' },
      membership_id: 3,
      instructor_membership_id: '',
      type: 'training',
      standby: true,
      destination: '',
      notes: 'Platzrunden',
    });
  });
});

describe('bookingResolver', () => {
  it('turns the typed times into UTC and blanks into what the contract expects', async () => {
    const { values, errors } = await resolve(draft({ destination: '  EDDS ', standby: true }));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      airplane_id: 7,
      starts_at: '2027-07-19T08:00:00.000Z',
      ends_at: '2027-07-19T10:00:00.000Z',
      instructor_membership_id: null,
      status: 'standby',
      destination: 'EDDS',
      notes: null,
    });
  });

  it('asks for the aircraft and both times when they are missing', async () => {
    const { errors } = await resolve(
      draft({ airplane_id: '', starts_at: { date: '', time: '' }, ends_at: { date: '', time: '' } }),
    );
    expect(errors.airplane_id?.type).toBe('required');
    expect(errors.starts_at?.type).toBe('required');
    expect(errors.ends_at?.type).toBe('required');
  });

  it('refuses an end that is not after the start, on the end field', async () => {
    const { values, errors } = await resolve(draft({ ends_at: { date: '19.07.2027', time: '10:00' } }));
    expect(errors.ends_at?.type).toBe('order');
    expect(values).toEqual({});
  });

  it('refuses a day that does not exist on its field', async () => {
    const { errors } = await resolve(draft({ starts_at: { date: '31.06.2027', time: '10:00' } }));
    expect(errors.starts_at).toBeDefined();
    expect(errors.ends_at).toBeUndefined();
  });
});
