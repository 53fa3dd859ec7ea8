import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { airports, companies, flights, memberships } from '../db/schema';
import { storeTrack } from '../modules/tracks';
import type { SeedContext } from './index';

const FT = 0.3048;

interface Fix {
  lat: number;
  lon: number;
  alt: number;
  time: number;
}

/**
 * A phone's recording of a local flight: from the departure airfield out on a heading, a turn and back to
 * the arrival airfield, climbing to 3,000 ft above it; take-off and landing at the flight's own times.
 */
function recordedFlight(
  from: { lat: number; lon: number; elevation: number },
  to: typeof from,
  takeoff: Date,
  landing: Date,
  bearing: number,
) {
  const fixes: Fix[] = [];
  const span = landing.getTime() - takeoff.getTime();
  const steps = Math.max(60, Math.round(span / 5000));
  const reach = Math.min(0.35, span / 3_600_000 / 4);
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const out = Math.sin(Math.PI * f);
    const [lat0, lon0] = [from.lat + (to.lat - from.lat) * f, from.lon + (to.lon - from.lon) * f];
    const heading = ((bearing + 120 * f) * Math.PI) / 180;
    const ground = from.elevation + (to.elevation - from.elevation) * f;
    fixes.push({
      lat: lat0 + reach * out * Math.cos(heading),
      lon: lon0 + (reach * out * Math.sin(heading)) / Math.cos((lat0 * Math.PI) / 180),
      alt: ground + 3000 * FT * Math.min(1, out * 2.5),
      time: takeoff.getTime() + f * span,
    });
  }
  const iso = (time: number) => new Date(time).toISOString();
  const points = fixes
    .map(
      (p) =>
        `<trkpt lat="${p.lat.toFixed(6)}" lon="${p.lon.toFixed(6)}"><ele>${p.alt.toFixed(1)}</ele><time>${iso(p.time)}</time></trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Flugportal demo" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>Demo</name><trkseg>
${points}
</trkseg></trk>
</gpx>
`;
}

/** Two of the club's recent flights carry a track, as if their pilots had uploaded their phones' recordings. */
export async function seedTracks(tx: Transaction, _context: SeedContext) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (!club) return;
  const recent = await tx
    .select({ flight: flights, userId: memberships.userId })
    .from(flights)
    .innerJoin(memberships, eq(memberships.id, flights.pilotMembershipId))
    .where(eq(flights.companyId, club.id))
    .orderBy(desc(flights.takeoffAt))
    .limit(2);
  for (const [i, { flight, userId }] of recent.entries()) {
    const places = await tx
      .select()
      .from(airports)
      .where(and(inArray(airports.ident, [flight.departureAirport, flight.arrivalAirport])));
    const at = (ident: string) => {
      const airport = places.find((place) => place.ident === ident);
      return airport && { lat: airport.latitudeDeg, lon: airport.longitudeDeg, elevation: (airport.elevationFt ?? 0) * FT };
    };
    const [from, to] = [at(flight.departureAirport), at(flight.arrivalAirport)];
    if (!from || !to) continue;
    const gpx = recordedFlight(from, to, flight.takeoffAt, flight.landingAt, 40 + i * 150);
    await storeTrack(tx, { companyId: club.id, flightId: flight.id, logbookEntryId: null }, userId, {
      content: Buffer.from(gpx),
      fileName: `${flight.departureAirport}-${flight.arrivalAirport}.gpx`,
    });
  }
}
