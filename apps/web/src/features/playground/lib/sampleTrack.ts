import type { SharedTrack } from '@portal/contracts';

/** A traffic circuit at Schwäbisch Hall (EDTY): climb-out, downwind at 2,300 ft, base, final; a fix every 20 s. */
const CIRCUIT: [number, number, number][] = [
  [9.7962, 49.1188, 396],
  [9.778, 49.1192, 405],
  [9.76, 49.1196, 480],
  [9.742, 49.12, 560],
  [9.728, 49.1235, 620],
  [9.724, 49.128, 680],
  [9.733, 49.1315, 700],
  [9.752, 49.1318, 701],
  [9.772, 49.1315, 700],
  [9.792, 49.131, 695],
  [9.81, 49.1305, 680],
  [9.824, 49.127, 640],
  [9.826, 49.1225, 580],
  [9.818, 49.1195, 520],
  [9.806, 49.119, 450],
  [9.7962, 49.1188, 400],
];

const START = Date.parse('2026-06-14T08:00:00Z');
const iso = (i: number) => new Date(START + i * 20_000).toISOString();

/** A sample track as the API answers a shared one, for the catalogue. */
export const SAMPLE_TRACK: SharedTrack = {
  format: 'gpx',
  line: {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: CIRCUIT },
    properties: { times: CIRCUIT.map((_, i) => iso(i)) },
  },
  figures: {
    distance_m: 15_900,
    max_altitude_m: 701,
    started_at: iso(0),
    ended_at: iso(CIRCUIT.length - 1),
    duration_minutes: 5,
    takeoff_at: iso(1),
    landing_at: iso(CIRCUIT.length - 1),
    departure: { ident: 'EDTY', name: 'Adolf Würth Airport', distance_m: 500 },
    arrival: { ident: 'EDTY', name: 'Adolf Würth Airport', distance_m: 500 },
    point_count: CIRCUIT.length,
  },
};
