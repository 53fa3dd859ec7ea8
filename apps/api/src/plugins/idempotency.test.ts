import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../../test/app';
import { signIn, type TestClient } from '../../test/client';
import { buildUser } from '../../test/factories';
import { auditLog, idempotencyKeys } from '../db/schema';
import { keyedDb, REPLAYED_HEADER } from './idempotency';
import { IDEMPOTENCY_LEASE_MS, purgeExpiredKeys } from './idempotency-store';

/**
 * A keyed test route: writes an audit line per note in its transaction. `wait` holds it before the
 * transaction until the test opens the gate; `fail` throws inside the transaction; `lose` throws after
 * the commit, as a process that dies before it answers.
 */
function addNoteRoute(context: TestContext, gate: { open: Promise<void> }) {
  const body = z.object({
    note: z.string(),
    wait: z.boolean().optional(),
    fail: z.boolean().optional(),
    lose: z.boolean().optional(),
  });
  context.app.post(
    '/api/test/notes',
    { config: { guard: 'user', idempotent: true }, schema: { body, response: { 201: z.object({ id: z.number() }) } } },
    async (request, reply) => {
      if (request.body.wait) await gate.open;
      const id = await keyedDb(request, context.db).transaction(async (tx) => {
        const [row] = await tx
          .insert(auditLog)
          .values({ action: 'test.note', subjectType: 'note', after: { note: request.body.note } })
          .returning({ id: auditLog.id });
        if (request.body.fail) throw new Error('the command failed');
        return row?.id ?? 0;
      });
      if (request.body.lose) throw new Error('the answer was lost');
      return reply.code(201).send({ id });
    },
  );
}

describe('Idempotency-Key on keyed writes', () => {
  const context = {} as TestContext;
  let release: () => void = () => {};
  const gate = { open: Promise.resolve() };
  let pilot: TestClient;
  let other: TestClient;
  const url = '/api/test/notes';
  const keyed = (client: TestClient, key: string, body: Record<string, unknown>) =>
    client.post(url, body, { 'idempotency-key': key });
  const notes = async (note: string) =>
    (await context.db.select().from(auditLog).where(eq(auditLog.action, 'test.note'))).filter(
      (row) => (row.after as { note: string }).note === note,
    ).length;
  const keyRows = (key: string) => context.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  beforeAll(async () => {
    Object.assign(context, await buildTestApp());
    addNoteRoute(context, gate);
    await context.app.ready();
    pilot = await signIn(context.app, (await buildUser(context.db)).email);
    other = await signIn(context.app, (await buildUser(context.db)).email);
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
  });

  it('answers a repeat with the first answer, and records once', async () => {
    const first = await keyed(pilot, 'note-1', { note: 'once' });
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await keyed(pilot, 'note-1', { note: 'once' });
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await notes('once')).toBe(1);
    expect(await keyRows('note-1')).toEqual([expect.objectContaining({ state: 'done', responseStatus: 201 })]);
  });

  it('refuses the key with another body, naming the header', async () => {
    await keyed(pilot, 'note-2', { note: 'first' });
    const changed = await keyed(pilot, 'note-2', { note: 'second' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error_codes['Idempotency-Key']).toEqual([{ code: 'request.idempotency_key_reused', params: {} }]);
    expect(await notes('second')).toBe(0);
  });

  it('refuses a malformed key', async () => {
    for (const key of ['', 'x'.repeat(256), 'with space', 'ümlaut']) {
      const response = await pilot.post(url, { note: 'bad key' }, { 'idempotency-key': key });
      expect(response.statusCode, key).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['Idempotency-Key']);
    }
    expect(await notes('bad key')).toBe(0);
  });

  it('keeps keys per user and per path, and works as before without one', async () => {
    expect((await keyed(pilot, 'shared', { note: 'per user' })).statusCode).toBe(201);
    expect((await keyed(other, 'shared', { note: 'per user' })).statusCode).toBe(201);
    expect(await notes('per user')).toBe(2);
    await pilot.post(url, { note: 'no key' });
    await pilot.post(url, { note: 'no key' });
    expect(await notes('no key')).toBe(2);
  });

  it('answers 409 while the first request still runs, then the first answer', async () => {
    gate.open = new Promise((resolve) => {
      release = resolve;
    });
    const first = keyed(pilot, 'slow', { note: 'slow', wait: true });
    await expect.poll(async () => (await keyRows('slow')).length).toBe(1);
    const meanwhile = await keyed(pilot, 'slow', { note: 'slow', wait: true });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe('request.idempotency_in_progress');
    release();
    expect((await first).statusCode).toBe(201);
    const later = await keyed(pilot, 'slow', { note: 'slow', wait: true });
    expect(later.json()).toEqual((await first).json());
    expect(await notes('slow')).toBe(1);
  });

  it('records once when the same request arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => keyed(pilot, 'burst', { note: 'burst' })));
    expect(await notes('burst')).toBe(1);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.json().id)).size).toBe(1);
    for (const answer of answers.filter((item) => item.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('request.idempotency_in_progress');
    }
  });

  it('keeps no key when the command fails, so the same key may be sent again', async () => {
    expect((await keyed(pilot, 'fails', { note: 'fails', fail: true })).statusCode).toBe(500);
    expect(await keyRows('fails')).toEqual([]);
    expect((await keyed(pilot, 'fails', { note: 'fails' })).statusCode).toBe(201);
    expect(await notes('fails')).toBe(1);
  });

  it('keeps the key of a command that committed but lost its answer, and says so once its lease is over', async () => {
    expect((await keyed(pilot, 'lost', { note: 'lost', lose: true })).statusCode).toBe(500);
    expect(await keyRows('lost')).toEqual([expect.objectContaining({ state: 'committed' })]);
    expect((await keyed(pilot, 'lost', { note: 'lost', lose: true })).json().code).toBe('request.idempotency_in_progress');
    const past = sql`now() - ${`${IDEMPOTENCY_LEASE_MS + 1000} milliseconds`}::interval`;
    await context.db.update(idempotencyKeys).set({ updatedAt: past }).where(eq(idempotencyKeys.key, 'lost'));
    const after = await keyed(pilot, 'lost', { note: 'lost', lose: true });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('request.idempotency_answer_lost');
    expect(await notes('lost')).toBe(1);
  });

  it('lets a repeat take over a claim its dead process left running', async () => {
    gate.open = new Promise(() => {});
    void keyed(pilot, 'orphan', { note: 'orphan', wait: true });
    await expect.poll(async () => (await keyRows('orphan')).length).toBe(1);
    const past = sql`now() - ${`${IDEMPOTENCY_LEASE_MS + 1000} milliseconds`}::interval`;
    await context.db.update(idempotencyKeys).set({ updatedAt: past }).where(eq(idempotencyKeys.key, 'orphan'));
    gate.open = Promise.resolve();
    expect((await keyed(pilot, 'orphan', { note: 'orphan' })).statusCode).toBe(422);
    expect((await keyed(pilot, 'orphan', { note: 'orphan', wait: true })).statusCode).toBe(201);
  });

  it('forgets a key after 24 hours; the hourly job purges it', async () => {
    await keyed(pilot, 'old', { note: 'old' });
    const dayAgo = sql`now() - interval '24 hours 1 minute'`;
    await context.db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'old'));
    expect((await keyed(pilot, 'old', { note: 'old' })).headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await notes('old')).toBe(2);
    await context.db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'old'));
    expect(await purgeExpiredKeys(context.db)).toBe(1);
    expect(await keyRows('old')).toEqual([]);
  });
});
