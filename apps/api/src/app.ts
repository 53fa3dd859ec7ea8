import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerModules } from './modules';
import mailPlugin from './modules/mail/plugin';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin from './plugins/rate-limit';
import { responseSerializer } from './plugins/serializer';
import tenancyPlugin from './plugins/tenancy';
import webPlugin from './plugins/web';

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

function contentSecurityPolicy(config: Config) {
  const tileOrigin = config.MAP_TILE_URL ? new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a')).origin : undefined;
  const extra = tileOrigin ? [tileOrigin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra],
      connectSrc: ["'self'", ...extra],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Clients (axios among them) send `Content-Type: application/json` with no body on a bare POST: that is an empty object, not bad JSON. */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, {});
    else parseJson(request, String(body), done);
  });
}

/** Builds the whole server without listening: used by the entry point and by the tests. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    bodyLimit: 5 * 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(process.env.NODE_ENV === 'production'));
  acceptEmptyJsonBodies(app);

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Flugportal API', version: process.env.npm_package_version ?? '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(dbPlugin, { handle: database, config });
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(tenancyPlugin);
  await registerModules(app);
  await app.register(webPlugin, { distDir: config.WEB_DIST ?? defaultWebDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
