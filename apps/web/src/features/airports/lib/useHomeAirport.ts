import { useQuery } from '@tanstack/react-query';
import { useActiveCompanyId } from '../../../lib/useActiveCompanyId';
import { homeAirportQuery } from '../../companies';

/** The active company's home airfield; `settled` once it is known (or there is no company, or it failed to load). */
export function useHomeAirport() {
  const companyId = useActiveCompanyId();
  const { data, isPending } = useQuery({ ...homeAirportQuery(companyId ?? 0), enabled: companyId !== null });
  return { airport: data?.airport ?? null, settled: companyId === null || !isPending };
}
