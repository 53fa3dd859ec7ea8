import { FLIGHT_STATUSES, type FlightStatus } from '@portal/contracts';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import type { FlightFilters } from '../api/flights';

const TEXT_KEYS = ['from', 'to', 'search'] as const;

/**
 * A flight list's filters and page in the URL; `fixed` filters (the tech log's aircraft) always
 * apply; `defaultStatus` applies until another status (or `all`) is chosen.
 */
export function useFlightFilters(fixed: FlightFilters = {}, defaultStatus?: FlightStatus) {
  const [params, update] = useSearchParamsUpdate();
  const filters: FlightFilters = { ...fixed };
  for (const key of TEXT_KEYS) filters[key] = params.get(key) ?? undefined;
  const status = params.get('status') ?? defaultStatus;
  if (FLIGHT_STATUSES.includes(status as FlightStatus)) filters.status = status as FlightStatus;
  const airplane = Number(params.get('airplane_id'));
  if (!fixed.airplane_id && airplane > 0) filters.airplane_id = airplane;
  const payer = Number(params.get('payer_membership_id'));
  if (payer > 0) filters.payer_membership_id = payer;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const highlight = Number(params.get('flight')) || undefined;

  return {
    filters,
    page,
    highlight,
    setFilter: (key: keyof FlightFilters, value: string | undefined) => update({ [key]: value, page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}
