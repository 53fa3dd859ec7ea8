import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/client';
import { testDatabaseKind } from '../../../test/database';
import { buildMember } from '../../../test/factories';
import { buildEvent } from '../../../test/factories/club';

const MEMBERS = 40;
const CAPACITY = 7;

describe(`${MEMBERS} members register at once for ${CAPACITY} seats on ${testDatabaseKind}`, () => {
  const t = useTestApp();

  it('registers exactly the capacity; the rest are waiting-listed in one order without gaps', async () => {
    const board = await buildMember(t.db, ['admin']);
    const companyId = board.company.id;
    const event = await buildEvent(t.db, companyId, { capacity: CAPACITY });
    const clients = await Promise.all(
      Array.from({ length: MEMBERS }, async () => signIn(t.app, (await buildMember(t.db, ['member'], companyId)).user.email)),
    );
    const responses = await Promise.all(clients.map((client) => client.post(`/api/events/${event.id}/registrations`)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(MEMBERS).fill(201));
    const results = responses.map((r) => r.json().data as { status: string; waiting_position: number | null });
    expect(results.filter((r) => r.status === 'registered')).toHaveLength(CAPACITY);
    const positions = results.flatMap((r) => (r.waiting_position === null ? [] : [r.waiting_position])).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: MEMBERS - CAPACITY }, (_, i) => i + 1));
    const admin = await signIn(t.app, board.user.email);
    const seen = (await admin.get(`/api/events/${event.id}`)).json().data;
    expect([seen.registered_count, seen.waiting_count]).toEqual([CAPACITY, MEMBERS - CAPACITY]);
  }, 180_000);
});
