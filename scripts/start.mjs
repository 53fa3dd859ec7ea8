// `npm start`: builds the web app when no build is there and the API when its build is missing or
// stale, then runs the server on plain Node (migrations and demo data on start).
// `node scripts/start.mjs migrate` (or `seed`) runs one of the API's commands the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild } from './build-api.mjs';
import serverCommand from './server-command.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const command = process.argv[2] ?? 'server';
if (!['server', 'migrate', 'seed'].includes(command)) {
  console.error(`unknown command ${command}: server, migrate or seed`);
  process.exit(2);
}

if (command === 'server' && !existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('No web build found: building the web app once …');
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await ensureApiBuild();

// A larger young generation: the server makes many short-lived objects per request, and the
// default one had it collecting garbage a tenth of the time under load (bench/README.md, booking).
const args = command === 'server' ? serverCommand.args : ['--enable-source-maps', `apps/api/dist/${command}.js`];
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
