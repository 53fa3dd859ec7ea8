import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DEFAULT_PASSWORD, signIn } from '../../../test/client';
import { buildMember } from '../../../test/factories';
import { buildAirplane } from '../../../test/factories/fleet';

interface PositionBody {
  latitude: number;
  longitude: number;
  source: string;
  reported_at: string;
}
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const errorFields = (response: { json(): unknown }) => Object.keys((response.json() as { errors: object }).errors);

describe('positions', () => {
  const t = useTestApp();

  it('lets any member report a position and read the track, oldest first', async () => {
    const { company, user } = await buildMember(t.db, ['student']);
    const client = await signIn(t.app, user.email);
    const airplane = await buildAirplane(t.db, company.id);
    const url = `/api/airplanes/${airplane.id}/positions`;
    const latitudes = [49.1, 49.11, 49.12];
    const times = [3, 2, 1].map((minutes) => new Date(Date.now() - minutes * 60_000).toISOString());
    for (const [index, reportedAt] of times.entries()) {
      const response = await client.post(url, {
        latitude: latitudes[index],
        longitude: 9.78,
        altitude_ft: 2500,
        source: 'app',
        reported_at: reportedAt,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const track = data<PositionBody[]>(await client.get(url));
    expect(track.map((position) => position.reported_at)).toEqual(times);
    const latest = data<PositionBody[]>(await client.get(`${url}?limit=1`));
    expect(latest.map((position) => position.latitude)).toEqual([49.12]);
    const since = data<PositionBody[]>(await client.get(`${url}?from=${encodeURIComponent(times[1] as string)}`));
    expect(since).toHaveLength(2);
  });

  it('accepts a tracker signed in with a token', async () => {
    const { company, user } = await buildMember(t.db);
    const airplane = await buildAirplane(t.db, company.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD, device_name: 'Tracker' },
    });
    const token = (login.json() as { token: string }).token;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/airplanes/${airplane.id}/positions`,
      headers: { authorization: `Bearer ${token}` },
      payload: { latitude: 49.118, longitude: 9.784, ground_speed_kt: 0, source: 'tracker' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(data<PositionBody>(response)).toMatchObject({ source: 'tracker', latitude: 49.118 });
  });

  it('names the field of a bad position', async () => {
    const { company, user } = await buildMember(t.db);
    const client = await signIn(t.app, user.email);
    const url = `/api/airplanes/${(await buildAirplane(t.db, company.id)).id}/positions`;
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: 91, longitude: 9 }, 'latitude'],
      [{ latitude: 49, longitude: -181 }, 'longitude'],
      [{ latitude: 49, longitude: 9, source: 'radar' }, 'source'],
      [{ latitude: 49, longitude: 9, heading_deg: 360 }, 'heading_deg'],
      [{ latitude: 49, longitude: 9, reported_at: 'yesterday' }, 'reported_at'],
      [{ latitude: 49, longitude: 9, reported_at: new Date(Date.now() + 3_600_000).toISOString() }, 'reported_at'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorFields(response)).toEqual([field]);
    }
  });
});
