import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/testing';
import { datePatternKey, isoToTyped, typedToIso } from './typedDay';

beforeEach(() => switchLanguage('de'));

describe('isoToTyped', () => {
  it('writes an ISO day as German, English and Norwegian write it with digits', async () => {
    expect(isoToTyped('2026-11-22')).toBe('22.11.2026');
    await switchLanguage('en');
    expect(isoToTyped('2026-11-22')).toBe('22/11/2026');
    await switchLanguage('no');
    expect(isoToTyped('2026-11-22')).toBe('22.11.2026');
  });

  it('keeps the day in every browser zone (a calendar day, not an instant)', () => {
    expect(isoToTyped('2027-01-01')).toBe('01.01.2027');
  });

  it('leaves an empty field empty', () => {
    expect(isoToTyped(null)).toBe('');
    expect(isoToTyped(undefined)).toBe('');
  });
});

describe('typedToIso', () => {
  it('reads a day typed in the language order, with short forms', () => {
    expect(typedToIso('22.11.2026')).toBe('2026-11-22');
    expect(typedToIso('1.2.27')).toBe('2027-02-01');
  });

  it('tells an empty field (null) from a day that does not exist (undefined)', () => {
    expect(typedToIso('  ')).toBeNull();
    expect(typedToIso('30.02.2026')).toBeUndefined();
    expect(typedToIso('morgen')).toBeUndefined();
  });

  it('reads English input day first', async () => {
    await switchLanguage('en');
    expect(typedToIso('03/04/2026')).toBe('2026-04-03');
  });
});

describe('datePatternKey', () => {
  it('names the placeholder of the day-month-year order the three languages share', async () => {
    expect(datePatternKey()).toBe('dates.pattern.dmy');
    await switchLanguage('en');
    expect(datePatternKey()).toBe('dates.pattern.dmy');
  });
});
