import { buildAirplane, loadAirportFixture } from '../factories/fleet';
import { buildFlight } from '../factories/flights';
import type { TenancyCase, TenancyWorld } from './world';

const self = (reason: string): TenancyCase => ({ scope: 'self', reason });
const ownLogbook = self('the caller’s own logbook; another user’s entry id is 404');

async function homeFlight(world: TenancyWorld, overrides: Parameters<typeof buildFlight>[2] = {}) {
  const airplane = await buildAirplane(world.db, world.homeCompanyId);
  return buildFlight(
    world.db,
    { companyId: world.homeCompanyId, airplaneId: airplane.id, pilotMembershipId: world.homeMembership.id },
    overrides,
  );
}
const flightUrl = (suffix = '', body?: unknown): TenancyCase => ({
  scope: 'company',
  setup: async (w) => ({ url: `/api/flights/${(await homeFlight(w)).id}${suffix}`, body }),
});

/** Flights (a company's tech log) and the personal logbook. */
export const logbookCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/flights': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/flights` }),
  },
  'POST /api/companies/:company_id/flights': {
    scope: 'company',
    setup: async (w) => {
      await loadAirportFixture(w.db);
      const airplane = await buildAirplane(w.db, w.homeCompanyId);
      const off = new Date(Date.now() - 3 * 3600_000);
      const at = (minutes: number) => new Date(off.getTime() + minutes * 60_000).toISOString();
      return {
        url: `/api/companies/${w.homeCompanyId}/flights`,
        body: {
          airplane_id: airplane.id,
          departure_airport: 'EDTY',
          arrival_airport: 'EDTY',
          off_block_at: at(0),
          takeoff_at: at(5),
          landing_at: at(50),
          on_block_at: at(55),
          hobbs_start: 0,
          hobbs_end: 50,
        },
      };
    },
  },
  'GET /api/flights/:id': flightUrl(),
  'PATCH /api/flights/:id': flightUrl('', { remarks: 'korrigiert' }),
  'DELETE /api/flights/:id': flightUrl(),
  'GET /api/flights/:id/charges': flightUrl('/charges'),
  'PATCH /api/flights/:id/payer': {
    scope: 'company',
    setup: async (w) => ({
      url: `/api/flights/${(await homeFlight(w)).id}/payer`,
      body: { payer_membership_id: w.homeMembership.id },
    }),
  },
  'GET /api/companies/:company_id/charges': {
    scope: 'company',
    setup: async (w) => {
      await homeFlight(w);
      return { url: `/api/companies/${w.homeCompanyId}/charges` };
    },
  },
  'POST /api/flights/:id/correction': {
    scope: 'company',
    // Only a billed flight is corrected by a new entry; an unbilled one is changed directly.
    setup: async (w) => ({
      url: `/api/flights/${(await homeFlight(w, { status: 'billed', billedAt: new Date() })).id}/correction`,
      body: { remarks: 'korrigiert' },
    }),
  },
  'GET /api/logbook/entries': ownLogbook,
  'POST /api/logbook/entries': self('adds to the caller’s own logbook'),
  'GET /api/logbook/entries/:id': ownLogbook,
  'PATCH /api/logbook/entries/:id': ownLogbook,
  'DELETE /api/logbook/entries/:id': ownLogbook,
  'GET /api/logbook/totals': self('totals of the caller’s own logbook'),
  'GET /api/logbook/carry-forward': self('the caller’s own previous experience'),
  'PUT /api/logbook/carry-forward': self('replaces the caller’s own previous experience'),
  'POST /api/logbook/import': self('imports into the caller’s own logbook'),
  'GET /api/logbook/export': self('exports the caller’s own logbook'),
};
