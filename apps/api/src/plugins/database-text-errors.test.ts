import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import errorsPlugin from './errors';

describe('text the database cannot store', () => {
  let handle: DatabaseHandle;
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    handle = await createTestDatabase();
    await app.register(errorsPlugin);
    // A route with no schema, as a future one might be: the database itself refuses the NUL.
    app.post<{ Body: { text: string } }>('/echo', async (request) => {
      await handle.db.execute(sql`select ${request.body.text}::text`);
      return {};
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await handle?.close();
  });

  it('is a 422, not a server error', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'a\u0000b' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'A value has an invalid format.', code: 'request.bad_format', params: {} });
  });
});
