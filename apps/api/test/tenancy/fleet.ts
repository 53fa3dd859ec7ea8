import type { TenancyCase } from './world';

const globalReference: TenancyCase = { scope: 'self', reason: 'global reference data: the same airports for everyone' };

/** Airports, fleet, fees and landing fees. */
export const fleetCases: Record<string, TenancyCase> = {
  'GET /api/airports': globalReference,
  'GET /api/airports/:id': {
    scope: 'self',
    reason: 'global reference data; the landing fees it adds come from the X-COMPANY the tenancy hook has checked',
  },
};
