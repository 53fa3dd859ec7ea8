import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/auth';
import { pageLanguage } from './login-snapshot';

/** apps/web/src/app/snapshot/renderDashboard.tsx, built for Node beside the web app (apps/web/dist-server). */
interface DashboardRenderer {
  renderDashboardPage(
    template: string,
    request: { language: string; width: number; send: (url: string, init: RequestInit) => Promise<Response> },
  ): Promise<string | undefined>;
}

/** The widths the page is laid out for: a phone's (412 px, the Moto G Lighthouse emulates) or a desktop's. */
const PHONE_WIDTH = 412;
const DESKTOP_WIDTH = 1440;
const NULL_BODY = new Set([204, 205, 304]);
/**
 * Renders run one at a time (renderDashboard.tsx); beyond this many waiting, a visitor gets the app
 * at once instead of a queue that would grow with every reload of someone holding a session.
 */
const MAX_WAITING = 4;
/** A render that takes longer (a read that hangs) gives way to the app, which shows its own progress. */
const RENDER_TIMEOUT_MS = 3_000;

const isPhone = (request: FastifyRequest) =>
  request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');

/**
 * The signed-in dashboard rendered by the server for a browser that opens `/` without the app's
 * service worker (a first visit: later ones are the worker's), so a phone paints the person's
 * next bookings and warnings before the app's script has run; the app takes over on the first touch.
 * The page reads what the app would, through the API's own routes as the person who asks (their
 * session, address and browser), so every policy holds. Undefined (the app's index.html instead)
 * without a session or the web build's renderer, for a session that has ended, when rendering fails
 * or takes too long, or while too many wait for a render.
 */
export function dashboardSnapshots(app: FastifyInstance, distDir: string) {
  const rendererFile = join(distDir, '..', 'dist-server', 'renderDashboard.js');
  let renderer: Promise<DashboardRenderer | undefined> | undefined;
  const load = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<DashboardRenderer>).catch((error: unknown) => {
          app.log.error({ err: error }, 'the dashboard renderer did not load: signed-in visitors get the app alone');
          return undefined;
        })
      : Promise.resolve(undefined));
  const templates = new Map<string, string | undefined>();
  const template = (language: string) => {
    if (!templates.has(language)) {
      const file = join(distDir, 'snapshots', `dashboard-${language}.html`);
      templates.set(language, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return templates.get(language);
  };

  const sendAs = (request: FastifyRequest) => async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`the dashboard's render only reads: ${init.method} ${url}`);
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        ...Object.fromEntries(new Headers(init.headers)),
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
        'accept-language': request.headers['accept-language'] ?? '',
      },
    });
    const body = NULL_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

  let waiting = 0;
  return {
    /** Loads the renderer ahead of the first visit that needs it (about a second). */
    warm: () => void load(),
    async render(request: FastifyRequest): Promise<string | undefined> {
      if (!request.cookies[SESSION_COOKIE] || waiting >= MAX_WAITING) return undefined;
      const language = pageLanguage(request);
      const page = template(language);
      const module = page === undefined ? undefined : await load();
      if (!module || page === undefined) return undefined;
      waiting++;
      let timer: NodeJS.Timeout | undefined;
      try {
        const width = isPhone(request) ? PHONE_WIDTH : DESKTOP_WIDTH;
        const timedOut = new Promise<undefined>((resolve) => {
          timer = setTimeout(() => {
            request.log.warn('the dashboard took too long to render: the app renders it');
            resolve(undefined);
          }, RENDER_TIMEOUT_MS);
        });
        return await Promise.race([module.renderDashboardPage(page, { language, width, send: sendAs(request) }), timedOut]);
      } catch (error) {
        request.log.error({ err: error }, 'the dashboard could not be rendered: the app renders it');
        return undefined;
      } finally {
        clearTimeout(timer);
        waiting--;
      }
    },
  };
}
