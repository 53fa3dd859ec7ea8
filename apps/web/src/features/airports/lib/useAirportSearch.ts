import { AIRPORT_TYPES, type AirportType } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import type { AirportSearch } from '../api/airports';
import { COUNTRY_CODES } from './countries';

const TYPING_PAUSE_MS = 250;

export type SearchChange = Partial<Record<'q' | 'country' | 'type' | 'page', string | undefined>>;

const typeOf = (value: string | null) => (AIRPORT_TYPES.includes(value as AirportType) ? (value as AirportType) : null);
const countryOf = (value: string | null) => (value && COUNTRY_CODES.includes(value.toUpperCase()) ? value.toUpperCase() : null);

/**
 * The search lives in the URL (?q=stutt&country=DE&type=small_airport&page=2), so a result can be
 * shared and Back returns to it; the typed text reaches the URL once typing pauses, and any new
 * search or filter starts again on page one.
 */
export function useAirportSearch() {
  const [params, update] = useSearchParamsUpdate();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const change = (changes: SearchChange) => update({ page: undefined, ...changes });

  useEffect(() => {
    if (settled !== query) update({ q: settled, page: undefined });
  }, [settled, query, update]);

  const search = useMemo<AirportSearch>(
    () => ({
      search: query,
      country: countryOf(params.get('country')),
      type: typeOf(params.get('type')),
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    }),
    [query, params],
  );
  return { text, setText, search, change };
}
