import { describe, expect, it } from 'vitest';
import { withSearchWords } from './search';

describe('the words a cached row is found by', () => {
  it('holds each field whole and each of its words, lower-cased, once', () => {
    const row = withSearchWords({ id: 1, name: 'Greta  Müller', email: 'greta@example.org', status: 'approved' }, [
      'name',
      'email',
    ]);
    expect(row.search_words).toEqual(['greta  müller', 'greta', 'müller', 'greta@example.org']);
    expect(row).toMatchObject({ id: 1, name: 'Greta  Müller', status: 'approved' });
  });

  it('skips fields that are empty or not text', () => {
    expect(withSearchWords({ registration: 'D-EABC', model: null }, ['registration', 'model']).search_words).toEqual(['d-eabc']);
    expect(withSearchWords({ registration: '  ' }, ['registration']).search_words).toEqual([]);
  });
});
