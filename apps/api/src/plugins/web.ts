import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { requestMessages } from '@portal/contracts/request-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dashboardSnapshots } from './dashboard-snapshot';
import { loginSnapshot } from './login-snapshot';

const NO_CACHE = new Set(['index.html', 'sw.js', 'build.json', 'manifest.webmanifest', 'registerSW.js']);
const SERVER_PATHS = /^\/(api|sanctum)(\/|$)/;

function cacheControl(file: string): string {
  const name = (file.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
  // The login page's snapshots name the build's chunks, like index.html.
  if (NO_CACHE.has(name) || /[\\/]snapshots[\\/]/.test(file)) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

const sendPage = (reply: FastifyReply, file: string) =>
  reply.header('cache-control', 'no-cache').type('text/html').sendFile(file);

/** Serves the built web app; deep links get index.html, unknown API paths a JSON 404. */
async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
  const hasBuild = existsSync(join(options.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      // A route per file of the build, listed once at start: with a wildcard route @fastify/static reads
      // every directory on the path on each request to check the spelling (a 1,400-file assets folder per
      // chunk). The build does not change under a running server (`npm run build`, then a restart).
      wildcard: false,
      // The build writes .br and .gz beside its text files; they go to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControl(file)),
    });
    const dashboard = dashboardSnapshots(app, options.distDir);
    app.addHook('onListen', async () => dashboard.warm());
    app.get('/', { config: { guard: 'public' } }, async (request, reply) => {
      const page = await dashboard.render(request);
      if (page === undefined) return sendPage(reply, 'index.html');
      // The person's own data: kept by no cache, and never sent for another session.
      return reply.header('cache-control', 'private, no-store').header('vary', 'Cookie').type('text/html').send(page);
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'no web build found: only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsPage(request)) {
      return sendPage(reply, loginSnapshot(request, options.distDir) ?? 'index.html');
    }
    return reply.code(404).send(requestMessages.routeNotFound(request.method, request.url.split('?')[0] ?? ''));
  });
}

export default fp(webPlugin, { name: 'web' });
