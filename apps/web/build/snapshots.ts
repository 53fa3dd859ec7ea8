import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin } from 'vite';
import { DASHBOARD_SLOTS } from '../src/app/snapshot/dashboardSlots';
import { stylesToHead } from '../src/app/snapshot/pageStyles';
import { LANGUAGES } from '../src/lib/i18n/locale';
import { FIRST_PAGES } from './firstPages';
import { localeFiles, routeFiles } from './firstRoute';
import { compressBeside } from './precompress';

/** Each language unprefixed (chosen by cookie or browser) and under its own prefix (`/en/login`). */
const LOGIN_VARIANTS = [
  { language: 'de', basename: '/' },
  { language: 'en', basename: '/' },
  { language: 'no', basename: '/' },
  { language: 'en', basename: '/en' },
  { language: 'no', basename: '/no' },
] as const;

/** Where the server's renderer of the dashboard goes: beside the app's files, not among those it serves. */
const SERVER_DIR = 'dist-server';
const DASHBOARD_RENDERER = 'src/app/snapshot/renderDashboard.tsx';

interface Renderer {
  renderLogin(language: string, basename: string): Promise<{ html: string; title: string }>;
  colorSchemeScript(): string;
}

/** A chunk index.html preloads for its entry (the app's). */
const PRELOAD_LINK = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const appChunks = (template: string) => [...template.matchAll(PRELOAD_LINK)].map((match) => match[1] as string);

/**
 * What snapshotLoader.js reads: the app's entry, and the chunks to preload once the page has loaded.
 * As links in the page they downloaded beside the first paint's own requests (at high priority they
 * shared slow 4G's bandwidth with it: Lighthouse, mobile, first paint 2.8 s; at low priority they still
 * began before it, and its largest paint was counted as waiting for them: 2.7–3.0 s).
 */
const preloadAttributes = (entry: string, chunks: string[]) =>
  `data-app-entry="${entry}" data-preload="${[entry, ...new Set(chunks)].join(' ')}"`;

/** Writes a file under assets/ named by its content's hash; returns its address. */
function writeAsset(dir: string, name: string, source: string): string {
  const fileName = `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dir, fileName), source);
  return `/${fileName}`;
}

interface PageParts {
  language: string;
  title: string;
  css: string;
  body: string;
  /** The loader's script tag, naming the app's entry and what to preload. */
  loader: string;
  colorScheme: string;
}

/**
 * index.html made into a page that paints from its HTML alone: MUI's colour-scheme script runs first,
 * from a file (the CSP allows no inline script), so a dark phone paints dark; the page's styles
 * follow index.html's own (the boot screen's), which they must override; the app's entry gives way
 * to the loader, and the first-route script to the loader's preloads.
 */
function snapshotPage(template: string, entryTag: string, parts: PageParts): string {
  return template
    .replace('<html lang="de">', `<html lang="${parts.language}">`)
    .replace('<title>Flugportal</title>', () => `<script src="${parts.colorScheme}"></script>\n    <title>${parts.title}</title>`)
    .replace('</head>', () => `<style data-snapshot-style>${parts.css}</style>\n  </head>`)
    .replace(/\s*<script async src="\/assets\/first-route-[^"]+"><\/script>/, '')
    .replace(PRELOAD_LINK, '')
    .replace(entryTag, () => parts.loader)
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_all, end: string) => `<div id="root" data-snapshot>${parts.body}</div>${end}`,
    );
}

/** The dashboard's renderer as one module for Node (the server loads it on a signed-in person's first visit). */
async function buildDashboardRenderer(root: string, define: Record<string, string>) {
  await build({
    root,
    configFile: false,
    define,
    plugins: [react()],
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: DASHBOARD_RENDERER,
      outDir: SERVER_DIR,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
    },
  });
}

/**
 * The pages people open first, made to paint before any of the app's script has run; the app takes
 * over on the first touch (build/snapshotLoader.js, src/app/snapshot/takeOver.ts).
 * - The login page, rendered into HTML at build time (src/app/snapshot/renderLogin.tsx, through Vite's
 *   SSR module loader), one file per language and prefix under `snapshots/`, which the server sends to
 *   a guest opening /login (apps/api/src/plugins/login-snapshot.ts).
 * - The signed-in dashboard, whose content is the person's own: the build writes its page per
 *   language with slots (`DASHBOARD_SLOTS`) and its renderer for the server (`SERVER_DIR`), which
 *   renders and fills it on a first visit (apps/api/src/plugins/dashboard-snapshot.ts).
 */
export function snapshots(define: Record<string, string>): Plugin {
  let root = '';
  let outDir = 'dist';
  const chunks = { guest: [] as string[], shell: [] as string[] };
  const texts = { guest: {} as Record<string, Record<string, string>>, shell: {} as Record<string, Record<string, string>> };
  return {
    name: 'portal-snapshots',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const page of ['guest', 'shell'] as const) {
        const { modules, reads, namespaces } = FIRST_PAGES[page];
        chunks[page] = routeFiles(bundle, [...modules, ...reads]).map((file) => `/${file}`);
        texts[page] = localeFiles(bundle, new Set(namespaces));
      }
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        define,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Only the server renderer runs: nothing for a browser to pre-bundle.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const renderer = (await server.ssrLoadModule('/src/app/snapshot/renderLogin.tsx')) as Renderer;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
        const entryFile = entry?.[1];
        if (!entry || !entryFile) throw new Error('snapshots: no entry script in index.html');
        const colorScheme = writeAsset(outDir, 'color-scheme', renderer.colorSchemeScript());
        const loaderFile = writeAsset(outDir, 'snapshot-loader', readFileSync(join(root, 'build/snapshotLoader.js'), 'utf8'));
        const loader = (page: 'guest' | 'shell', language: string) =>
          `<script type="module" src="${loaderFile}" ${preloadAttributes(entryFile, [...appChunks(template), ...chunks[page], ...Object.values(texts[page][language] ?? {})])}></script>`;
        mkdirSync(join(outDir, 'snapshots'), { recursive: true });
        for (const { language, basename } of LOGIN_VARIANTS) {
          const { html, title } = await renderer.renderLogin(language, basename);
          const page = snapshotPage(template, entry[0], {
            language,
            title,
            ...stylesToHead(html),
            colorScheme,
            loader: loader('guest', language),
          })
            // Were the app never to load, the form must not send the password in the address.
            .replace(/<form /, '<form method="post" ');
          const file = join(outDir, 'snapshots', `login-${language}${basename === '/' ? '' : '-prefixed'}.html`);
          writeFileSync(file, page);
          compressBeside(file);
        }
        for (const language of LANGUAGES) {
          const { title, css, body, queries } = DASHBOARD_SLOTS;
          const page = snapshotPage(template, entry[0], {
            language,
            title,
            css,
            body,
            colorScheme,
            loader: loader('shell', language),
          }).replace('</body>', () => `  ${queries}\n  </body>`);
          // Filled and compressed per request.
          writeFileSync(join(outDir, 'snapshots', `dashboard-${language}.html`), page);
        }
      } finally {
        await server.close();
      }
      await buildDashboardRenderer(root, define);
    },
  };
}
