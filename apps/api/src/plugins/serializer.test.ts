import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../../test/app';

const member = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
const answer = z.object({ data: member, meta: z.object({ others: z.array(member) }) });
const row = (id: number) => ({ id, name: `Pilot ${id}`, email: null, password_hash: '$argon2id$secret' });

/** The app with one route whose handler returns database rows as they are, as a presenter that forgot a field would. */
async function appLeakingRows(NODE_ENV: string) {
  const context = await buildTestApp({ NODE_ENV });
  context.app.get('/api/leaky-rows', { config: { guard: 'public' }, schema: { response: { 200: answer } } }, async () => ({
    data: row(1),
    meta: { others: [row(2), row(3)] },
    internal: 'note',
  }));
  await context.app.ready();
  return context;
}

describe('responses pass through their route’s schema', () => {
  let context: TestContext | undefined;
  afterEach(async () => {
    await context?.app.close();
    await context?.handle.close();
  });

  it('leaves out every field the schema does not declare in production, at any depth', async () => {
    context = await appLeakingRows('production');
    const response = await context.app.inject({ method: 'GET', url: '/api/leaky-rows' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      data: { id: 1, name: 'Pilot 1', email: null },
      meta: {
        others: [
          { id: 2, name: 'Pilot 2', email: null },
          { id: 3, name: 'Pilot 3', email: null },
        ],
      },
    });
  });

  it('fails the request outside production, naming the undeclared fields', async () => {
    context = await appLeakingRows('test');
    const response = await context.app.inject({ method: 'GET', url: '/api/leaky-rows' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(context.app.config.NODE_ENV).toBe('test');
  });
});
