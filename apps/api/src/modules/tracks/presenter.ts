import type { SharedTrack, Track, TrackFigures } from '@portal/contracts';
import { fileUrl } from '../files';
import type { TrackRow } from './queries';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.round((to.getTime() - from.getTime()) / 60_000) : null;

/** Airborne time when take-off and landing were found, else the whole recording. */
function figuresOf(row: TrackRow): TrackFigures {
  return {
    distance_m: row.distanceM,
    max_altitude_m: row.maxAltitudeM,
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    duration_minutes: minutesBetween(row.takeoffAt, row.landingAt) ?? minutesBetween(row.startedAt, row.endedAt),
    takeoff_at: iso(row.takeoffAt),
    landing_at: iso(row.landingAt),
    departure: row.departure,
    arrival: row.arrival,
    point_count: row.pointCount,
  };
}

export function presentTrack(row: TrackRow, mayChange: boolean): Track {
  return {
    id: row.id,
    format: row.format,
    file_name: row.fileName,
    byte_size: row.byteSize,
    file_url: fileUrl(row.fileId) as string,
    created_at: row.createdAt.toISOString(),
    shared: row.shareTokenHash !== null,
    line: row.line,
    figures: figuresOf(row),
    permissions: { delete: mayChange, share: mayChange },
  };
}

/** For a secret link's reader: the line and figures only, no names, no file. */
export const presentSharedTrack = (row: TrackRow): SharedTrack => ({
  format: row.format,
  line: row.line,
  figures: figuresOf(row),
});
