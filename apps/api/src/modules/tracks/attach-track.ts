import type { TrackAirport } from '@portal/contracts';
import { trackMessages as says } from '@portal/contracts/track-messages';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { tracks } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { nearestAirfield } from '../airports';
import { currentUser } from '../auth';
import { isTrackType, readUpload, sniffContentType, storeFile } from '../files';
import { trackFigures } from './figures';
import { parseTrack, type TrackPoint } from './parse-track';
import { deleteTrackOf, type TrackOwner, type TrackRow } from './queries';
import { simplifyTrack } from './simplify';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function airportAt(db: Executor, point: TrackPoint): Promise<TrackAirport | null> {
  const found = await nearestAirfield(db, { latitude: point.lat, longitude: point.lon });
  return found && { ident: found.ident, name: found.name, distance_m: found.distanceM };
}

/** The uploaded track of the request (multipart field `file`), stored on the owner. */
export async function attachTrack(request: FastifyRequest, owner: TrackOwner): Promise<TrackRow> {
  const upload = await readUpload(request, 'track');
  return storeTrack(request.server.db, owner, currentUser(request).id, upload);
}

/**
 * Checks and parses a track file (a 422 before anything is written), looks up the airfields at take-off
 * and landing, then in one transaction replaces the owner's track (and its file) by this one.
 */
export async function storeTrack(
  db: Executor,
  owner: TrackOwner,
  userId: number,
  file: { content: Buffer; fileName: string },
): Promise<TrackRow> {
  const contentType = sniffContentType(file.content);
  if (!contentType || !isTrackType(contentType)) throw invalid('file', says.notATrack);
  const upload = { ...file, contentType };
  const { format, points } = parseTrack(upload.content, contentType);
  const figures = trackFigures(points);
  const shown = simplifyTrack(points);
  const [departure, arrival] = await readAll(db, [() => airportAt(db, figures.takeoff), () => airportAt(db, figures.landing)]);
  return db.transaction(async (tx) => {
    await deleteTrackOf(tx, owner);
    const stored = await storeFile(tx, owner.companyId, userId, upload);
    const [row] = await tx
      .insert(tracks)
      .values({
        companyId: owner.companyId,
        userId,
        flightId: owner.flightId,
        logbookEntryId: owner.logbookEntryId,
        fileId: stored.id,
        format,
        fileName: upload.fileName,
        line: {
          type: 'Feature',
          geometry: { type: 'LineString', coordinates: shown.map((p) => [p.lon, p.lat, p.alt]) },
          properties: { times: shown.map((p) => iso(p.time)) },
        },
        pointCount: points.length,
        distanceM: figures.distanceM,
        maxAltitudeM: figures.maxAltitudeM,
        startedAt: figures.startedAt,
        endedAt: figures.endedAt,
        takeoffAt: figures.takeoffAt,
        landingAt: figures.landingAt,
        departure,
        arrival,
      })
      .returning();
    return { ...(row as typeof tracks.$inferSelect), byteSize: stored.byteSize };
  });
}
