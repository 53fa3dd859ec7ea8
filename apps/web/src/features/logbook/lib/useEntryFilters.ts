import { LOGBOOK_FUNCTIONS, type LogbookFunction } from '@portal/contracts';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import type { EntryFilters } from '../api/entries';

const KEYS = ['from', 'to', 'aircraft', 'airport', 'function', 'search'] as const;

/** The logbook's filters and page, kept in the URL so a filtered view can be linked and reloaded. */
export function useEntryFilters() {
  const [params, update] = useSearchParamsUpdate();
  const filters: EntryFilters = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (!value) continue;
    if (key === 'function') {
      if (LOGBOOK_FUNCTIONS.includes(value as LogbookFunction)) filters.function = value as LogbookFunction;
    } else filters[key] = value;
  }
  const page = Math.max(1, Number(params.get('page')) || 1);

  return {
    filters,
    page,
    /** A changed filter starts again on the first page. */
    setFilter: (key: keyof EntryFilters, value: string | undefined) =>
      update({ [key]: value?.trim() || undefined, page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    clear: () => update(Object.fromEntries([...KEYS, 'page'].map((key) => [key, undefined]))),
    active: KEYS.some((key) => params.has(key)),
  };
}
