import type { TrackFormat } from '@portal/contracts';
import { trackMessages as says } from '@portal/contracts/track-messages';
import { gpx, kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import IGCParser from 'igc-parser';
import { invalid } from '../../lib/errors';
import type { TrackContentType } from '../files';

type Geometry = NonNullable<ReturnType<typeof kml>['features'][number]['geometry']>;

/** One recorded position: degrees, metres above mean sea level, milliseconds since the epoch. */
export interface TrackPoint {
  lon: number;
  lat: number;
  alt: number | null;
  time: number | null;
}

/** Ten hours at one fix a second is 36,000; a long phone recording stays far below this. */
export const MAX_POINTS = 500_000;
const FIELD = 'file';

export const FORMAT_OF: Record<TrackContentType, TrackFormat> = {
  'application/gpx+xml': 'gpx',
  'application/vnd.fai.igc': 'igc',
  'application/vnd.google-earth.kml+xml': 'kml',
};

/** The positions of a GPX, IGC or KML file in recorded order, or a 422 naming what is wrong with it. */
export function parseTrack(
  content: Buffer,
  type: TrackContentType,
): { format: TrackFormat; points: [TrackPoint, TrackPoint, ...TrackPoint[]] } {
  const format = FORMAT_OF[type];
  // A byte-order mark (common from Windows tools) is not part of the XML.
  const text = content.toString(format === 'igc' ? 'latin1' : 'utf8').replace(/^\uFEFF/, '');
  let points: TrackPoint[];
  try {
    points = format === 'igc' ? igcPoints(text) : xmlPoints(text, format);
  } catch {
    throw invalid(FIELD, says.unreadable(format.toUpperCase()));
  }
  if (points.length > MAX_POINTS) throw invalid(FIELD, says.tooManyPoints(MAX_POINTS));
  if (points.length < 2) throw invalid(FIELD, says.tooFewPoints);
  if (points.some((p) => !(Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180))) throw invalid(FIELD, says.badPosition);
  return { format, points: points as [TrackPoint, TrackPoint, ...TrackPoint[]] };
}

/** B records in order; the G record (the logger's signature) stays in the original file, which is kept unchanged. */
function igcPoints(text: string): TrackPoint[] {
  const file = IGCParser.parse(text, { lenient: true });
  return file.fixes
    .filter((fix) => fix.valid || fix.gpsAltitude === null)
    .map((fix) => ({
      lon: fix.longitude,
      lat: fix.latitude,
      alt: fix.gpsAltitude ?? fix.pressureAltitude,
      time: fix.timestamp,
    }));
}

function xmlPoints(text: string, format: 'gpx' | 'kml'): TrackPoint[] {
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
  const collection = format === 'gpx' ? gpx(document) : kml(document);
  return collection.features.flatMap((feature) =>
    linesOf(feature.geometry, feature.properties?.coordinateProperties?.times ?? feature.properties?.coordTimes),
  );
}

/** Track and route lines (waypoints and placemark pins are not the flight), with their times where recorded. */
function linesOf(geometry: Geometry | null, times: unknown): TrackPoint[] {
  if (!geometry) return [];
  if (geometry.type === 'LineString') return geometry.coordinates.map((c, i) => point(c, timeAt(times, i)));
  if (geometry.type === 'MultiLineString') {
    return geometry.coordinates.flatMap((line, l) =>
      line.map((c, i) => point(c, timeAt(Array.isArray(times) ? times[l] : undefined, i))),
    );
  }
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap((part) => linesOf(part, undefined));
  return [];
}

const timeAt = (times: unknown, i: number): number | null => {
  const value = Array.isArray(times) ? times[i] : undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};

const point = ([lon, lat, alt]: number[], time: number | null): TrackPoint => ({
  lon: Number(lon),
  lat: Number(lat),
  alt: alt === undefined || !Number.isFinite(alt) ? null : alt,
  time,
});
