import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { FIRST_PAGES } from './firstPages';
import { localeFiles, routeFiles } from './firstRoute';
import { compressBeside } from './precompress';
import { withoutUnusedVariables } from './unusedVariables';

/** Each language unprefixed (chosen by cookie or browser) and under its own prefix (`/en/login`). */
const VARIANTS = [
  { language: 'de', basename: '/' },
  { language: 'en', basename: '/' },
  { language: 'no', basename: '/' },
  { language: 'en', basename: '/en' },
  { language: 'no', basename: '/no' },
] as const;

interface Renderer {
  renderLogin(language: string, basename: string): Promise<{ html: string; title: string }>;
  colorSchemeScript(): string;
}

/**
 * Emotion writes each rule as a `<style>` beside the element it styles; one block in the head
 * instead is parsed and matched once. Without `data-emotion` the app's emotion leaves the block
 * alone, and the app removes it when it takes over (app/snapshot/takeOver.ts). Of the theme's
 * variables it keeps those the page reads.
 */
function stylesToHead(html: string): { body: string; css: string } {
  const rules: string[] = [];
  const body = html.replace(/<style data-emotion="[^"]*">([^<]*)<\/style>/g, (_all, css: string) => {
    rules.push(css);
    return '';
  });
  return { body, css: withoutUnusedVariables(rules.join('')) };
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

/**
 * Renders the login page into HTML at build time (app/snapshot/renderLogin.tsx, through Vite's SSR
 * module loader), one file per language and prefix under `snapshots/`, which the server sends to a
 * guest opening /login (apps/api/src/plugins/web.ts). The page paints from the HTML alone: no script
 * of the app runs before the first touch, when snapshotLoader.js loads the app (preloaded once the
 * page has loaded) and the app takes over. MUI's colour-scheme script runs first, from a file (the
 * CSP allows no inline script), so a dark phone paints dark.
 */
export function loginSnapshot(define: Record<string, string>): Plugin {
  let root = '';
  let outDir = 'dist';
  let routeChunks: string[] = [];
  let texts: Record<string, Record<string, string>> = {};
  return {
    name: 'portal-login-snapshot',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const { modules, reads, namespaces } = FIRST_PAGES.guest;
      routeChunks = routeFiles(bundle, [...modules, ...reads]).map((file) => `/${file}`);
      texts = localeFiles(bundle, new Set(namespaces));
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
        if (!entry || !entryFile) throw new Error('login snapshot: no entry script in index.html');
        const colorScheme = writeAsset(outDir, 'color-scheme', renderer.colorSchemeScript());
        const loader = writeAsset(outDir, 'snapshot-loader', readFileSync(join(root, 'build/snapshotLoader.js'), 'utf8'));
        mkdirSync(join(outDir, 'snapshots'), { recursive: true });
        for (const { language, basename } of VARIANTS) {
          const { html, title } = await renderer.renderLogin(language, basename);
          const { body, css } = stylesToHead(html);
          const page = template
            .replace('<html lang="de">', `<html lang="${language}">`)
            .replace('<title>Flugportal</title>', `<script src="${colorScheme}"></script>\n    <title>${title}</title>`)
            // After index.html's own styles (the boot screen's), which the page's must override.
            .replace('</head>', `<style data-snapshot-style>${css}</style>\n  </head>`)
            // The page's own chunks and texts are the loader's to preload, not the first-route script's.
            .replace(/\s*<script async src="\/assets\/first-route-[^"]+"><\/script>/, '')
            .replace(PRELOAD_LINK, '')
            .replace(
              entry[0],
              `<script type="module" src="${loader}" ${preloadAttributes(entryFile, [...appChunks(template), ...routeChunks, ...Object.values(texts[language] ?? {})])}></script>`,
            )
            .replace(
              /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
              (_all, end: string) => `<div id="root" data-snapshot>${body}</div>${end}`,
            )
            // Were the app never to load, the form must not send the password in the address.
            .replace(/<form /, '<form method="post" ');
          const file = join(outDir, 'snapshots', `login-${language}${basename === '/' ? '' : '-prefixed'}.html`);
          writeFileSync(file, page);
          compressBeside(file);
        }
      } finally {
        await server.close();
      }
    },
  };
}
