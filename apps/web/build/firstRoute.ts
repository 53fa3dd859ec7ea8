import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { FIRST_PAGES } from './firstPages';

/** The chunk files a route needs besides the entry's: its modules' chunks and what they import, without the entry's own. */
function routeFiles(bundle: Rollup.OutputBundle, modules: string[]): string[] {
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

/**
 * Starts downloading the first page's route chunks while the entry's chunk is still on its way:
 * the router only asks for them once the entry has run, one round trip and a download later. A
 * tiny script (a file: the CSP allows no inline script) picks the route by the address, so the
 * login page never loads the signed-in shell; a guest opening `/` loads the shell's
 * chunks before being sent to the login page.
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
          routeFiles(bundle, route.modules).map((file) => `/${file}`),
        ]);
        const source = `(function () {
  var path = location.pathname.replace(/^\\/(en|no)(?=\\/|$)/, '') || '/';
  var routes = ${JSON.stringify(table)};
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(path)) continue;
    routes[i][1].forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
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
