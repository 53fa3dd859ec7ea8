import { describe, expect, it } from 'vitest';
import { fold, PrefixCounter, searchTerms } from './search-terms';

describe('search terms', () => {
  it('folds case and diacritics, also for letters Unicode does not decompose', () => {
    expect(fold('Schwäbisch Hall')).toBe('schwabisch hall');
    expect(fold('Straße Ærø Łódź')).toBe('strasse aero lodz');
  });

  it('splits texts into words, each once', () => {
    expect(searchTerms('EDTY', null, 'Adolf Würth Airport', 'Schwäbisch Hall', 'Hall')).toEqual([
      'edty',
      'adolf',
      'wurth',
      'airport',
      'schwabisch',
      'hall',
    ]);
    expect(searchTerms('DE-0017', '東京')).toEqual(['de', '0017', '東京']);
  });

  it('counts each airport once per prefix', () => {
    const counter = new PrefixCounter();
    counter.add(['hall', 'halle']);
    counter.add(['hamburg']);
    expect(counter.common(2)).toEqual([
      { prefix: 'h', airports: 2 },
      { prefix: 'ha', airports: 2 },
    ]);
  });
});
