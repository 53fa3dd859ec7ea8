import { type AirportType, airportDetailSchema, airportListSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client';
import { airportKeys } from '../../../lib/queryKeys';

export interface AirportSearch {
  search: string;
  country: string | null;
  type: AirportType | null;
  page: number;
  /** `latitude,longitude` to list the nearest first when nothing is searched (the company's home airfield). */
  near?: string | null;
}

export const AIRPORTS_PER_PAGE = 25;
/** Reference data: it changes with a new OurAirports import, not while someone searches. */
const REFERENCE_STALE_MS = 30 * 60_000;

/**
 * One page of airports for a search (prefix of a code or of a word of the name or town), or without
 * one the nearest to `near`; the last page stays while the next loads.
 */
export const airportSearchQuery = ({ search, country, type, page, near }: AirportSearch) =>
  queryOptions({
    queryKey: airportKeys.page({ search, country, type, page, near: search ? null : (near ?? null) }),
    queryFn: async ({ signal }) =>
      api.get(
        '/api/airports',
        airportListSchema,
        { search: search || undefined, near: search ? undefined : near, country, type, page, per_page: AIRPORTS_PER_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_MS,
  });

/** An airport by id or ident, with runways, frequencies and the active company's landing fees there. */
export const airportQuery = (key: string, companyId: number | null) =>
  queryOptions({
    queryKey: airportKeys.detail(key, companyId),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/airports/${encodeURIComponent(key)}`, z.object({ data: airportDetailSchema }), {}, signal)).data,
    staleTime: REFERENCE_STALE_MS,
    meta: { silent: true },
  });
