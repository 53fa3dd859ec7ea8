import type { LogbookEntry, LogbookEntryCreate } from '@portal/contracts';
import type { FieldErrors } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/testing';
import { type EntryFormValues, entryFormValues, entryResolver } from './entryForm';

beforeEach(() => switchLanguage('de'));

const typed = (change: Partial<EntryFormValues> = {}): EntryFormValues => ({
  ...entryFormValues(),
  date: '19.07.2027',
  departure_place: ' EDTY ',
  departure_time: '0930',
  arrival_place: 'EDNY',
  arrival_time: '10.45',
  aircraft_type: 'C172',
  registration: 'D-EABC',
  aircraft_category: 'sep',
  se_minutes: '1:15',
  pic_minutes: '1,25',
  ...change,
});

async function resolve(values: EntryFormValues) {
  const result = await entryResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { values: result.values as LogbookEntryCreate, errors: result.errors as FieldErrors<EntryFormValues> };
}

describe('entryFormValues', () => {
  it('starts a new entry today with the pilot as PIC and one landing', () => {
    expect(entryFormValues()).toMatchObject({ pic_name: 'SELF', landings_day: '1', landings_night: '0', total_minutes: '' });
    expect(entryFormValues().date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  });

  it('shows an entry’s minutes as h:mm and leaves a total blank that only repeats departure to arrival', () => {
    const entry = {
      date: '2027-07-19',
      departure_time: '09:30',
      arrival_time: '10:45',
      arrival_date: null,
      total_minutes: 75,
      se_minutes: 75,
      night_minutes: 0,
      pic_name: null,
      landings_day: 2,
      landings_night: 0,
    } as LogbookEntry;
    expect(entryFormValues(entry)).toMatchObject({
      date: '19.07.2027',
      total_minutes: '',
      se_minutes: '1:15',
      night_minutes: '',
      pic_name: '',
      landings_day: '2',
    });
    expect(entryFormValues({ ...entry, total_minutes: 80 }).total_minutes).toBe('1:20');
  });
});

describe('entryResolver', () => {
  it('turns typed text into the contract’s entry, leaving a blank total to the server', async () => {
    const { values, errors } = await resolve(typed());
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      date: '2027-07-19',
      departure_place: 'EDTY',
      departure_time: '09:30',
      arrival_time: '10:45',
      arrival_date: null,
      se_minutes: 75,
      pic_minutes: 75,
      landings_day: 1,
      remarks: null,
    });
    expect(values).not.toHaveProperty('total_minutes');
  });

  it('puts an arrival earlier than the departure on the next day', async () => {
    const { values } = await resolve(typed({ departure_time: '23:30', arrival_time: '00:40' }));
    expect(values.arrival_date).toBe('2027-07-20');
  });

  // The unit tests load no texts, so a message reads as its key without the namespace.
  it('names each field it cannot read, and returns no values then', async () => {
    const { values, errors } = await resolve(
      typed({ date: '31.06.2027', arrival_time: '25:00', se_minutes: '1:75', landings_day: 'zwei' }),
    );
    expect(values).toEqual({});
    expect(errors.date?.message).toBe('validation.format');
    expect(errors.arrival_time?.message).toBe('form.timeFormat');
    expect(errors.se_minutes?.message).toBe('form.durationFormat');
    expect(errors.landings_day?.message).toBe('validation.numeric');
    expect(errors.departure_time).toBeUndefined();
  });

  it('asks for the date', async () => {
    expect((await resolve(typed({ date: ' ' }))).errors.date?.message).toBe('validation.required');
  });
});
