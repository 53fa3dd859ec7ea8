// Bundles the API (the server and the two CLI commands) into apps/api/dist as JavaScript with source
// maps, so it runs on plain Node. Dependencies stay in node_modules; only our own code (apps/api/src
// and the workspace's @portal/contracts) is bundled.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = `${root}apps/api/dist`;
const metafile = `${distDir}/meta.json`;

/** Each entry lands straight in dist/, one folder below apps/api as src/paths.ts is (it finds the API's files from there). */
const entryPoints = ['server', 'migrate', 'seed'].map((out) => ({
  in: `${root}apps/api/src/${out === 'server' ? '' : 'cli/'}${out}.ts`,
  out,
}));

/** A package import stays an import, except our own workspace packages (they ship TypeScript). */
const externalPackages = {
  name: 'external-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { external: true }));
  },
};

/** Replaces a file in one step: a server starting, or a second build running, never reads half of one. */
function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Builds the API; answers the milliseconds it took. */
export async function buildApi() {
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  mkdirSync(distDir, { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  writeAtomically(metafile, JSON.stringify(result.metafile));
  return Date.now() - started;
}

/** True when there is no build, or a file it was made from (or this script) changed since. */
export function apiBuildIsStale() {
  if (!existsSync(metafile) || entryPoints.some((entry) => !existsSync(`${distDir}/${entry.out}.js`))) return true;
  const builtAt = statSync(metafile).mtimeMs;
  const inputs = Object.keys(JSON.parse(readFileSync(metafile, 'utf8')).inputs).map((path) => `${root}${path}`);
  return [...inputs, fileURLToPath(import.meta.url)].some((path) => !existsSync(path) || statSync(path).mtimeMs > builtAt);
}

/** Builds the API unless its build is up to date. */
export async function ensureApiBuild() {
  if (apiBuildIsStale()) console.log(`API built into apps/api/dist in ${await buildApi()} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--if-stale') await ensureApiBuild();
  else console.log(`API built into apps/api/dist in ${await buildApi()} ms`);
}
