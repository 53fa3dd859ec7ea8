import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAGES } from './firstPages';

const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** What each first page runs before it can paint: the app's entry, and the layout and page modules of the route. */
const ROOTS = {
  app: [src('src/main.tsx')],
  guest: FIRST_PAGES.guest.modules.map(src),
  shell: FIRST_PAGES.shell.modules.map(src),
};

/**
 * A few large chunks for the first pages instead of dozens of small shared ones (each a request on
 * a phone's slow network): `app` holds everything the entry imports statically, `ui` what both the
 * login page and the signed-in dashboard import besides, `guest` the rest of the login page and
 * `shell` the rest of the signed-in shell and the dashboard, so the login page never loads the shell.
 * Every other page keeps Rolldown's automatic splitting.
 */
export function criticalChunks() {
  const sets = { app: new Set<string>(), guest: new Set<string>(), shell: new Set<string>() };
  const plugin: Plugin = {
    name: 'portal-critical-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[], into: Set<string>) => {
        const pending = [...roots];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      for (const name of ['app', 'guest', 'shell'] as const) closure(ROOTS[name], sets[name]);
    },
  };
  const codeSplitting = {
    groups: [
      { name: 'app', priority: 40, test: (id: string) => sets.app.has(id) },
      { name: 'ui', priority: 30, test: (id: string) => sets.guest.has(id) && sets.shell.has(id) },
      { name: 'guest', priority: 20, test: (id: string) => sets.guest.has(id) },
      { name: 'shell', priority: 20, test: (id: string) => sets.shell.has(id) },
    ],
  };
  return { plugin, codeSplitting };
}
