import { publicConfigSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_TIMEOUT_MS = 2000;

const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['platform'],
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), db: z.literal('error') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS).unref()),
        ]);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'error' as const, db: 'error' as const });
      }
    },
  );

  app.get(
    '/api/config',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['platform'],
        response: {
          200: z.object({ data: publicConfigSchema }),
        },
      },
    },
    async () => ({
      data: {
        operator: { name: app.config.OPERATOR_NAME, address: app.config.OPERATOR_ADDRESS, email: app.config.OPERATOR_EMAIL },
        map_tile_url: app.config.MAP_TILE_URL ?? null,
      },
    }),
  );

  app.get('/api/docs', { config: { guard: 'public' }, schema: { hide: true } }, async () => app.swagger());
};

export default platformRoutes;
