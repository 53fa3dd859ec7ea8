import { buildAirplane } from '../factories/fleet';
import { buildFlight } from '../factories/flights';
import { buildTrack, multipartUpload, sampleTrack, TRACK_SAMPLES } from '../factories/tracks';
import type { TenancyCase, TenancyWorld } from './world';

async function homeFlight(world: TenancyWorld) {
  const airplane = await buildAirplane(world.db, world.homeCompanyId);
  return buildFlight(world.db, {
    companyId: world.homeCompanyId,
    airplaneId: airplane.id,
    pilotMembershipId: world.homeMembership.id,
  });
}

async function homeTrack(world: TenancyWorld) {
  const flight = await homeFlight(world);
  const owner = { companyId: world.homeCompanyId, flightId: flight.id, logbookEntryId: null };
  return { flight, track: await buildTrack(world.db, owner, world.homeAdmin.id) };
}

const home = (setup: Extract<TenancyCase, { scope: 'company' }>['setup']): TenancyCase => ({ scope: 'company', setup });
const ownLine: TenancyCase = { scope: 'self', reason: 'a track of the caller’s own logbook line; another user’s line is 404' };

/** Flight tracks: on a company flight (its company's), on a logbook line (its pilot's), and their share links. */
export const trackCases: Record<string, TenancyCase> = {
  'GET /api/flights/:id/track': home(async (w) => ({ url: `/api/flights/${(await homeTrack(w)).flight.id}/track` })),
  'POST /api/flights/:id/track': home(async (w) => ({
    url: `/api/flights/${(await homeFlight(w)).id}/track`,
    ...multipartUpload(sampleTrack(TRACK_SAMPLES.gpx), 'track.gpx'),
  })),
  'DELETE /api/flights/:id/track': home(async (w) => ({ url: `/api/flights/${(await homeTrack(w)).flight.id}/track` })),
  'GET /api/logbook/entries/:id/track': ownLine,
  'POST /api/logbook/entries/:id/track': ownLine,
  'DELETE /api/logbook/entries/:id/track': ownLine,
  'POST /api/tracks/:id/share': home(async (w) => ({ url: `/api/tracks/${(await homeTrack(w)).track.id}/share` })),
  'POST /api/files': { scope: 'super-admin' },
  'DELETE /api/files/:id': { scope: 'super-admin' },
  'DELETE /api/tracks/:id/share': home(async (w) => ({ url: `/api/tracks/${(await homeTrack(w)).track.id}/share` })),
};
