import { Readable } from 'node:stream';
import type { SharedTrack, Track } from '@portal/contracts';
import { fileMessages } from '@portal/contracts/file-messages';
import { trackMessages } from '@portal/contracts/track-messages';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn, type TestClient } from '../../../test/client';
import { buildCompany, buildMember } from '../../../test/factories';
import { buildAirplane, loadAirportFixture } from '../../../test/factories/fleet';
import { buildFlight, buildLogbookEntry } from '../../../test/factories/flights';
import { multipartUpload, sampleTrack, TRACK_SAMPLES } from '../../../test/factories/tracks';
import { flights, storedFiles } from '../../db/schema';

const APP_URL = 'https://portal.example.org';
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const codes = (response: { json(): unknown }) =>
  (response.json() as { error_codes: Record<string, { code: string }[]> }).error_codes.file?.map((c) => c.code);

const upload = (client: TestClient, url: string, content: Buffer, fileName = 'track') => {
  const { body, headers } = multipartUpload(content, fileName);
  return client.request('POST', url, body, headers);
};

describe('flight tracks', () => {
  const t = useTestApp({ APP_URL });
  let companyId: number;
  let pilot: TestClient;
  let admin: TestClient;
  let otherMember: TestClient;
  let outsider: TestClient;
  let pilotUserId: number;
  let pilotMembershipId: number;

  const newFlight = async () => {
    const airplane = await buildAirplane(t.db, companyId);
    return buildFlight(t.db, { companyId, airplaneId: airplane.id, pilotMembershipId });
  };

  beforeAll(async () => {
    await loadAirportFixture(t.db);
    companyId = (await buildCompany(t.db)).id;
    const member = await buildMember(t.db, ['member'], companyId);
    pilotUserId = member.user.id;
    pilotMembershipId = member.membership.id;
    pilot = await signIn(t.app, member.user.email);
    admin = await signIn(t.app, (await buildMember(t.db, ['admin'], companyId)).user.email);
    otherMember = await signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email);
    outsider = await signIn(t.app, (await buildMember(t.db, ['admin'])).user.email);
  });

  it('reads a phone’s GPX: figures, take-off and landing at the directory’s airfields, a simplified line, the original kept', async () => {
    const flight = await newFlight();
    const url = `/api/flights/${flight.id}/track`;
    expect(data(await pilot.get(url))).toBeNull();
    const gpx = sampleTrack(TRACK_SAMPLES.gpx);
    const response = await upload(pilot, url, gpx, 'Flug nach Heubach.gpx');
    expect(response.statusCode, response.body).toBe(201);
    const track = data<Track>(response);
    expect(track).toMatchObject({ format: 'gpx', file_name: 'Flug nach Heubach.gpx', byte_size: gpx.length, shared: false });
    expect(track.figures.departure).toMatchObject({ ident: 'EDTY' });
    expect(track.figures.arrival).toMatchObject({ ident: 'EDTH' });
    // Five minutes' taxi at 8 kt before the roll; the landing roll ends before the taxi in.
    expect(Date.parse(track.figures.takeoff_at ?? '')).toBeGreaterThan(Date.parse('2026-06-14T08:16:55Z'));
    expect(Date.parse(track.figures.takeoff_at ?? '')).toBeLessThan(Date.parse('2026-06-14T08:17:30Z'));
    expect(track.figures.started_at).toBe('2026-06-14T08:12:04.000Z');
    expect(track.figures.landing_at && track.figures.ended_at && track.figures.landing_at < track.figures.ended_at).toBe(true);
    expect(track.figures.max_altitude_m).toBeGreaterThan(1060);
    expect(track.figures.max_altitude_m).toBeLessThan(1075);
    expect(track.figures.distance_m).toBeGreaterThan(45_000);
    expect(track.figures.distance_m).toBeLessThan(55_000);
    expect(track.figures.duration_minutes).toBeGreaterThanOrEqual(15);
    expect(track.figures.duration_minutes).toBeLessThanOrEqual(20);
    expect(track.line.geometry.coordinates).toHaveLength(track.figures.point_count);
    expect(track.line.properties.times).toHaveLength(track.line.geometry.coordinates.length);

    const original = await pilot.get(track.file_url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(gpx)).toBe(true);
    expect(original.headers['content-type']).toBe('application/gpx+xml');
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename="file-\d+\.gpx"$/);
    expect(data<Track>(await admin.get(url)).id).toBe(track.id);
  });

  it('reads a logger’s IGC with its G record kept, and Google Earth’s KML', async () => {
    const igcFlight = await newFlight();
    const igc = sampleTrack(TRACK_SAMPLES.igc);
    const glider = data<Track>(await upload(pilot, `/api/flights/${igcFlight.id}/track`, igc, 'flight.igc'));
    expect(glider.format).toBe('igc');
    expect(glider.figures).toMatchObject({ departure: { ident: 'EDPJ' }, arrival: { ident: 'EDPJ' } });
    expect(glider.figures.max_altitude_m).toBeGreaterThan(1750);
    // A fix a second: the line for display is simplified, the figures come from every fix.
    expect(glider.figures.point_count).toBeGreaterThan(2000);
    expect(glider.line.geometry.coordinates.length).toBeLessThanOrEqual(2000);
    expect(glider.line.geometry.coordinates.length).toBeGreaterThan(100);
    const kept = (await pilot.get(glider.file_url)).rawPayload;
    expect(kept.equals(igc)).toBe(true);
    expect(kept.toString('latin1')).toMatch(/^G[0-9A-F]{40,}\r$/m);

    const kmlFlight = await newFlight();
    const kml = data<Track>(
      await upload(pilot, `/api/flights/${kmlFlight.id}/track`, sampleTrack(TRACK_SAMPLES.kml), 'track.kml'),
    );
    expect(kml.format).toBe('kml');
    expect(kml.figures).toMatchObject({ departure: { ident: 'EDNY' }, arrival: { ident: 'EDTM' } });
    expect(kml.figures.takeoff_at).not.toBeNull();
  });

  it('refuses broken and foreign files with a 422 that says what is wrong, and writes nothing', async () => {
    const flight = await newFlight();
    const url = `/api/flights/${flight.id}/track`;
    const files = async () => (await t.db.select({ n: count() }).from(storedFiles))[0]?.n;
    const before = await files();
    const gpx = sampleTrack(TRACK_SAMPLES.gpx);
    const cases: [Buffer, string][] = [
      [gpx.subarray(0, gpx.length / 2), trackMessages.unreadable('GPX').code],
      [Buffer.from('%PDF-1.4\n%%EOF\n'), fileMessages.trackOnly.code],
      [Buffer.from('Datum;Start;Ziel\n2026-06-14;EDTY;EDTH\n'), fileMessages.trackOnly.code],
      [
        Buffer.from('<?xml version="1.0"?><gpx version="1.1"><trk><trkseg><trkpt lat="49" lon="9"/></trkseg></trk></gpx>'),
        trackMessages.tooFewPoints.code,
      ],
      [
        Buffer.from(
          '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>9,49</coordinates></Point></Placemark></kml>',
        ),
        trackMessages.tooFewPoints.code,
      ],
      [
        Buffer.from('<gpx><trk><trkseg><trkpt lat="95" lon="9"/><trkpt lat="49" lon="9"/></trkseg></trk></gpx>'),
        trackMessages.badPosition.code,
      ],
      [Buffer.from('AXXX001\r\nHFDTEDATE:200626,01\r\nBxxxxx\r\n'), fileMessages.trackOnly.code],
    ];
    for (const [content, code] of cases) {
      const response = await upload(pilot, url, content);
      expect(response.statusCode, response.body).toBe(422);
      expect(codes(response)).toEqual([code]);
    }
    expect(await files()).toBe(before);
    expect(data(await pilot.get(url))).toBeNull();
  });

  it('refuses a 50 MB upload from its announced length, before reading it', async () => {
    const flight = await newFlight();
    const size = 50 * 1024 * 1024;
    let read = 0;
    const body = new Readable({
      read() {
        read += 64 * 1024;
        this.push(read > size ? null : Buffer.alloc(64 * 1024, 0x41));
      },
    });
    const headers = { ...multipartUpload(Buffer.alloc(0)).headers, 'content-length': String(size) };
    const response = await pilot.request('POST', `/api/flights/${flight.id}/track`, body, headers);
    expect(response.statusCode).toBe(422);
    expect(codes(response)).toEqual([fileMessages.tooLarge(10).code]);
    expect(read).toBeLessThan(size / 4);
  });

  it('lets the people on board and admins change a flight’s track, others of the company not even see it', async () => {
    const flight = await newFlight();
    const url = `/api/flights/${flight.id}/track`;
    const gpx = sampleTrack(TRACK_SAMPLES.gpx);
    expect((await upload(otherMember, url, gpx)).statusCode).toBe(403);
    expect((await upload(outsider, url, gpx)).statusCode).toBe(404);
    const first = data<Track>(await upload(pilot, url, gpx));
    expect((await otherMember.get(url)).statusCode).toBe(403);
    expect((await outsider.get(url)).statusCode).toBe(404);
    expect((await outsider.get(first.file_url)).statusCode).toBe(404);

    const replaced = data<Track>(await upload(admin, url, sampleTrack(TRACK_SAMPLES.kml)));
    expect(replaced.id).not.toBe(first.id);
    expect((await pilot.get(first.file_url)).statusCode).toBe(404);
    expect((await otherMember.delete(url)).statusCode).toBe(403);
    expect((await pilot.delete(url)).statusCode).toBe(204);
    expect((await pilot.delete(url)).statusCode).toBe(404);
    expect((await pilot.get(replaced.file_url)).statusCode).toBe(404);

    const again = data<Track>(await upload(pilot, url, gpx));
    await t.db.delete(flights).where(eq(flights.id, flight.id));
    expect((await pilot.get(again.file_url)).statusCode).toBe(404);
  });

  it('keeps a personal logbook line’s track for its pilot alone', async () => {
    const entry = await buildLogbookEntry(t.db, pilotUserId, { date: '2026-06-14' });
    const url = `/api/logbook/entries/${entry.id}/track`;
    const track = data<Track>(await upload(pilot, url, sampleTrack(TRACK_SAMPLES.gpx)));
    expect(track.figures.arrival?.ident).toBe('EDTH');
    expect(data<Track>(await pilot.get(url)).permissions).toEqual({ delete: true, share: true });
    expect((await pilot.get(track.file_url)).statusCode).toBe(200);
    expect((await otherMember.get(track.file_url)).statusCode).toBe(404);
    for (const client of [otherMember, outsider]) {
      expect((await client.get(url)).statusCode).toBe(404);
      expect((await upload(client, url, sampleTrack(TRACK_SAMPLES.gpx))).statusCode).toBe(404);
      expect((await client.delete(url)).statusCode).toBe(404);
      expect((await client.post(`/api/tracks/${track.id}/share`)).statusCode).toBe(404);
    }
  });

  it('shares a track by a secret link at APP_URL, readable without sign-in until revoked', async () => {
    const flight = await newFlight();
    const track = data<Track>(await upload(pilot, `/api/flights/${flight.id}/track`, sampleTrack(TRACK_SAMPLES.gpx)));
    const share = `/api/tracks/${track.id}/share`;
    expect((await otherMember.post(share)).statusCode).toBe(403);
    expect((await outsider.post(share)).statusCode).toBe(404);
    const created = await pilot.post(share, {}, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = data<{ url: string }>(created);
    expect(url).toMatch(/^https:\/\/portal\.example\.org\/shared\/tracks\/[A-Za-z0-9_-]{43}$/);
    expect(data<Track>(await pilot.get(`/api/flights/${flight.id}/track`)).shared).toBe(true);

    const token = url.split('/').pop();
    const guest = await t.app.inject({ method: 'GET', url: `/api/shared/tracks/${token}` });
    expect(guest.statusCode).toBe(200);
    const shared = data<SharedTrack>(guest);
    expect(Object.keys(shared).sort()).toEqual(['figures', 'format', 'line']);
    expect(shared.figures.arrival?.ident).toBe('EDTH');

    const renewed = data<{ url: string }>(await admin.post(share));
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/tracks/${token}` })).statusCode).toBe(404);
    const newToken = renewed.url.split('/').pop();
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/tracks/${newToken}` })).statusCode).toBe(200);

    expect((await pilot.delete(share)).statusCode).toBe(204);
    const revoked = await t.app.inject({ method: 'GET', url: `/api/shared/tracks/${newToken}` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(trackMessages.notShared.message);
    expect(data<Track>(await pilot.get(`/api/flights/${flight.id}/track`)).shared).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/shared/tracks/not-a-token' })).statusCode).toBe(422);
  });
});
