import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { buildCompany, buildMembership, buildUser } from '../../../test/factories';
import { buildAirplane } from '../../../test/factories/fleet';

interface AirplaneBody {
  id: number;
  registration: string;
  is_favourite: boolean;
  company?: { name: string };
  permissions?: { update: boolean };
}
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe("a user's aircraft across companies", () => {
  const t = useTestApp();

  async function pilotOfTwoClubs() {
    const user = await buildUser(t.db);
    const [club, school, applied] = [await buildCompany(t.db), await buildCompany(t.db), await buildCompany(t.db)];
    await buildMembership(t.db, club.id, user.id, { roles: ['member'] });
    await buildMembership(t.db, school.id, user.id, { roles: ['admin'] });
    await buildMembership(t.db, applied.id, user.id, { status: 'pending' });
    const planes = {
      club: await buildAirplane(t.db, club.id, { registration: 'D-EAAA' }),
      retired: await buildAirplane(t.db, club.id, { registration: 'D-EAAB', status: 'retired' }),
      school: await buildAirplane(t.db, school.id, { registration: 'D-EAAC' }),
      applied: await buildAirplane(t.db, applied.id, { registration: 'D-EAAD' }),
    };
    return { user, club, school, planes, client: await signIn(t.app, user.email) };
  }

  it('lists every aircraft the user may book, with the permissions they have in each company', async () => {
    const { user, client, planes, club } = await pilotOfTwoClubs();
    const response = await client.get(`/api/users/${user.id}/airplanes?paginate=false&permissions[airplane]=*&include=company`);
    expect(response.statusCode, response.body).toBe(200);
    const list = data<AirplaneBody[]>(response);
    expect(list.map((airplane) => airplane.id)).toEqual([planes.club.id, planes.school.id]);
    expect(list[0]).toMatchObject({ permissions: { update: false }, company: { name: club.name } });
    expect(list[1]).toMatchObject({ permissions: { update: true } });
  });

  it("keeps another user's list to that user and super-admins", async () => {
    const { user } = await pilotOfTwoClubs();
    const stranger = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await stranger.get(`/api/users/${user.id}/airplanes`)).statusCode).toBe(403);
    const root = await signIn(t.app, (await buildUser(t.db, { isSuperAdmin: true })).email);
    expect(data<unknown[]>(await root.get(`/api/users/${user.id}/airplanes`))).toHaveLength(2);
  });

  it('toggles a favourite and lists favourites', async () => {
    const { client, planes } = await pilotOfTwoClubs();
    const on = await client.post(`/api/airplanes/${planes.school.id}/toggleFavourite`);
    expect(on.statusCode, on.body).toBe(200);
    expect(data(on)).toEqual({ is_favourite: true });
    const favourites = data<AirplaneBody[]>(await client.get('/api/auth/user/favourites'));
    expect(favourites.map((airplane) => [airplane.registration, airplane.is_favourite])).toEqual([['D-EAAC', true]]);
    expect(data(await client.post(`/api/airplanes/${planes.school.id}/toggleFavourite`))).toEqual({ is_favourite: false });
    expect(data<unknown[]>(await client.get('/api/auth/user/favourites'))).toEqual([]);
    expect((await client.post(`/api/airplanes/${planes.applied.id}/toggleFavourite`)).statusCode).toBe(404);
  });
});
