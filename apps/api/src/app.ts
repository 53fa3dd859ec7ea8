import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { type LogStream, loggerOptions } from './lib/log-redaction';
import { requestValidatorCompiler } from './lib/request-validator';
import { registerModules } from './modules';
import { authPlugin, isSecureRequest } from './modules/auth';
import { useFileStorage } from './modules/files';
import { mailPlugin } from './modules/mail';
import { defaultWebDist } from './paths';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import rateLimitPlugin from './plugins/rate-limit';
import { responseSerializer } from './plugins/serializer';
import tenancyPlugin from './plugins/tenancy';
import webPlugin from './plugins/web';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
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

/** HSTS over plain HTTP would be ignored at best, and pins a mistaken host at worst: only HTTPS answers carry it. */
function strictTransportOverHttps(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request, reply) => {
    if (isSecureRequest(request, config.APP_URL))
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/** Builds the whole server without listening: used by the entry point and by the tests. */
export async function buildApp({ config, database, logStream }: AppOptions) {
  useFileStorage(config);
  const app = Fastify({
    logger: { ...loggerOptions(config.LOG_LEVEL), stream: logStream },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    bodyLimit: 5 * 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.NODE_ENV === 'production'));
  acceptEmptyJsonBodies(app);

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  strictTransportOverHttps(app, config);
  // API answers of 1 KB or more go out compressed (brotli or gzip, as the browser accepts); before every
  // route, as the plugin hooks each route when it is added. The web build's files keep their
  // precompressed copies (a reply that has its encoding already is left alone).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
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
  await app.register(idempotencyPlugin);
  await registerModules(app);
  await app.register(webPlugin, { distDir: config.WEB_DIST ?? defaultWebDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
