import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { FIRST_PAGES } from './firstPages';

/** The chunk files a route needs besides the entry's: its modules' (and first reads' schemas') chunks and what they import, without the entry's own. */
export function routeFiles(bundle: Rollup.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const pending = roots.map((chunk) => chunk.fileName);
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue;
      seen.add(name);
      pending.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots = chunks.filter((chunk) => modules.some((module) => chunk.facadeModuleId?.endsWith(module)));
  return [...closure(roots)].filter((name) => !entry.has(name)).sort();
}

/** The chunk of each translation file the first pages read, by language and namespace (`src/locales/<language>/<namespace>.json`). */
export function localeFiles(bundle: Rollup.OutputBundle, namespaces: Set<string>): Record<string, Record<string, string>> {
  const files: Record<string, Record<string, string>> = {};
  for (const file of Object.values(bundle)) {
    const match = file.type === 'chunk' ? file.facadeModuleId?.match(/[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/) : null;
    if (!match?.[1] || !match[2] || !namespaces.has(match[2]) || file.type !== 'chunk') continue;
    files[match[1]] = { ...files[match[1]], [match[2]]: `/${file.fileName}` };
  }
  return files;
}

/**
 * Starts downloading the first page's route chunks while the entry's chunk is still on its way:
 * the router only asks for them once the entry has run, one round trip and a download later. A
 * tiny script (a file: the CSP allows no inline script) picks the route by the address, so the
 * login page never loads the signed-in shell; a guest opening `/` loads the shell's
 * chunks before being sent to the login page. The route's translation files are preloaded too, in
 * the language `lib/i18n/locale.ts` will pick (address prefix, `locale` cookie, browser, German):
 * i18next asks for them only once the entry has run, and the signed-in shell's after its first render.
 * The route's early reads (who is signed in, what the dashboard opens with) start here too, for the
 * API client to take.
 */
export function firstRoute(): Plugin {
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'portal-first-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const table = Object.values(FIRST_PAGES).map((route) => [
          route.path,
          routeFiles(bundle, [...route.modules, ...route.reads]).map((file) => `/${file}`),
          route.namespaces,
          route.early,
        ]);
        const locales = localeFiles(bundle, new Set(Object.values(FIRST_PAGES).flatMap((route) => route.namespaces)));
        const source = `(function () {
  var prefix = /^\\/(en|no)(?=\\/|$)/.exec(location.pathname);
  var path = location.pathname.replace(/^\\/(en|no)(?=\\/|$)/, '') || '/';
  var routes = ${JSON.stringify(table)};
  var locales = ${JSON.stringify(locales)};
  function language() {
    if (prefix) return prefix[1];
    var cookie = /(?:^|; )locale=(de|en|no)(?:;|$)/.exec(document.cookie);
    if (cookie) return cookie[1];
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split('-')[0];
      if (locales[base]) return base;
      if (base === 'nb' || base === 'nn') return 'no';
    }
    return 'de';
  }
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(path)) continue;
    var early = (window.portalEarlyReads = {});
    var reads = routes[i][3];
    var read = function (url) {
      early[url] = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
      // Taken by the app, which sees a failure itself; not taken (the app ran first), it fails silently.
      early[url].catch(function () {});
    };
    var mine = function (url) {
      return url.indexOf('{user}') >= 0;
    };
    reads.filter(function (url) { return !mine(url); }).forEach(read);
    if (early['/api/user'] && reads.some(mine))
      early['/api/user']
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (user) {
          if (user && user.id)
            reads.filter(mine).forEach(function (url) {
              read(url.replace('{user}', user.id));
            });
        })
        .catch(function () {});
    routes[i][1].forEach(preload);
    var texts = locales[language()] || {};
    routes[i][2].forEach(function (namespace) {
      if (texts[namespace]) preload(texts[namespace]);
    });
    return;
  }
})();
`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/first-route-${hash}.js`, source };
        return html.replace('</title>', `</title>\n    <script async src="/${script.fileName}"></script>`);
      },
    },
    writeBundle({ dir = 'dist' }) {
      if (script) writeFileSync(join(dir, script.fileName), script.source);
    },
  };
}
