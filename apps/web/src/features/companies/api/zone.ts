import { useQuery } from '@tanstack/react-query';
import { companyQuery } from './companies';

/** Berlin until the company's answer is there: the zone of nearly every club the portal serves. */
const USUAL_ZONE = 'Europe/Berlin';

/** The company's time zone, in which its pages show every moment (the server keeps them in UTC). */
export function useCompanyZone(companyId: number): string {
  return useQuery(companyQuery(companyId)).data?.timezone ?? USUAL_ZONE;
}
