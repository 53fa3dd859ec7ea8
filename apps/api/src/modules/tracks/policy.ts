import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../auth';
import { visibleFlight } from '../flights';
import { ownEntry } from '../logbook';
import type { TrackOwner, TrackRow } from './queries';

/** Where a track is, and whether the caller may replace, delete or share it. */
export interface TrackPlace {
  owner: TrackOwner;
  mayChange: boolean;
}

/**
 * A flight's track is seen by those who see the flight (tenancy and the flights' policy) and changed by
 * the people on board and the admins; a logbook line's track is its pilot's alone (another's is 404).
 */
export async function flightPlace(request: FastifyRequest, flightId: number): Promise<TrackPlace> {
  const { flight, mayAttach } = await visibleFlight(request.server.db, request, flightId);
  return { owner: { companyId: flight.companyId, flightId: flight.id, logbookEntryId: null }, mayChange: mayAttach };
}

export async function entryPlace(request: FastifyRequest, entryId: number): Promise<TrackPlace> {
  const entry = await ownEntry(request.server.db, currentUser(request).id, entryId);
  return { owner: { companyId: null, flightId: null, logbookEntryId: entry.id }, mayChange: true };
}

/** The place of an existing track, asked the same way as for its flight or logbook line. */
export function trackPlace(request: FastifyRequest, row: TrackRow): Promise<TrackPlace> {
  if (row.flightId !== null) return flightPlace(request, row.flightId);
  if (row.logbookEntryId !== null) return entryPlace(request, row.logbookEntryId);
  throw notFound();
}

export function authorizeChange(place: TrackPlace) {
  if (!place.mayChange) throw forbidden();
}
