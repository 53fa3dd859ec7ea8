import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { FIRST_PAGES } from './firstPages';

const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** What each first page runs before it can paint: the app's entry, and the layout and page modules of the route. */
const ROOTS = {
  app: [src('src/main.tsx')],
  guest: FIRST_PAGES.guest.modules.map(src),
  shell: FIRST_PAGES.shell.modules.map(src),
};

/** `export { a, b as c } from './x'` and `export * from './x'`: the only statements of a barrel (a feature's index.ts, the contracts' index). */
const REEXPORT = /export\s*(\*|\{([^}]*)\})\s*from\s*["']([^"']+)["']/g;
/** The names a module takes from another: `import a, { b as c } from '…'`, `import * as ns from '…'`, `export { b } from '…'`. */
const IMPORT = /(?:import|export)\s*([\w$]+\s*,?\s*)?(\*\s*as\s*[\w$]+|\*|\{([^}]*)\})?\s*from\s*["']([^"']+)["']/g;

/** The names of `{ a, b as c }`: as imported (`a`, `b`) or as exported (`a`, `c`). */
const names = (list: string, side: 'imported' | 'exported') =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name = '', alias] = part.split(/\s+as\s+/);
      return side === 'exported' ? (alias ?? name) : name;
    });

/** Whether a module does nothing but re-export (its code is empty without its `export … from` statements). */
const isBarrel = (code: string) =>
  code
    .replace(REEXPORT, '')
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .replace(/[\s;]/g, '') === '' && /export\s*[*{]/.test(code);

/**
 * The modules a set of roots runs, following a barrel only into the modules that define the names
 * taken from it: the entry takes `userQuery` from the auth feature's index, not its verify-email
 * notice, so the notice stays out of `app`. Only where a module lands depends on this, never
 * whether it loads: a module missed here is placed by Rolldown's automatic splitting.
 */
async function closure(context: Rollup.PluginContext, roots: string[]): Promise<Set<string>> {
  // Each call hands over the module's whole record (its code among it) anew: asked once per module, the
  // chunk grouping takes a second or two instead of three quarters of the build (48 of 61 s).
  const infos = new Map<string, Rollup.ModuleInfo | null>();
  const info = (id: string) => {
    if (!infos.has(id)) infos.set(id, context.getModuleInfo(id));
    return infos.get(id);
  };
  const resolved = new Map<string, string | undefined>();
  const resolve = async (specifier: string, importer: string) => {
    const key = `${importer}\0${specifier}`;
    if (!resolved.has(key)) resolved.set(key, (await context.resolve(specifier, importer))?.id);
    return resolved.get(key);
  };
  /** The module that defines each name a barrel exports. */
  const barrels = new Map<string, Map<string, string>>();
  const barrelOf = async (id: string) => {
    if (barrels.has(id)) return barrels.get(id);
    const code = info(id)?.code;
    if (!code || !isBarrel(code)) return undefined;
    const table = new Map<string, string>();
    for (const [, star, list, specifier] of code.matchAll(REEXPORT)) {
      const target = specifier ? await resolve(specifier, id) : undefined;
      if (!target) continue;
      if (star !== '*') for (const name of names(list ?? '', 'exported')) table.set(name, target);
      // `export *` passes on every name but `default`, and never one the barrel exports itself.
      else for (const name of info(target)?.exports ?? []) if (name !== 'default' && !table.has(name)) table.set(name, target);
    }
    barrels.set(id, table);
    return table;
  };
  /** What a module needs of each module it imports: the names, or everything (`undefined`). */
  const taken = async (id: string) => {
    const wanted = new Map<string, Set<string> | undefined>();
    for (const [, defaultName, namespace, list, specifier] of (info(id)?.code ?? '').matchAll(IMPORT)) {
      const target = specifier ? await resolve(specifier, id) : undefined;
      if (!target || defaultName?.trim() === 'type') continue;
      if (namespace?.startsWith('*') || (wanted.get(target) === undefined && wanted.has(target))) {
        wanted.set(target, undefined);
        continue;
      }
      const set = wanted.get(target) ?? new Set<string>();
      if (defaultName) set.add('default');
      for (const name of names(list ?? '', 'imported')) set.add(name);
      wanted.set(target, set);
    }
    return wanted;
  };
  const into = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (into.has(id)) continue;
    into.add(id);
    const imported = info(id)?.importedIds ?? [];
    const wanted = imported.length > 0 ? await taken(id) : new Map<string, Set<string> | undefined>();
    for (const target of imported) {
      const table = await barrelOf(target);
      const list = wanted.get(target);
      if (!table || !list) {
        pending.push(target);
        continue;
      }
      into.add(target);
      for (const name of list) {
        const definer = table.get(name);
        if (definer) pending.push(definer);
      }
    }
  }
  return into;
}

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
    async buildEnd() {
      for (const name of ['app', 'guest', 'shell'] as const) sets[name] = await closure(this, ROOTS[name]);
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
