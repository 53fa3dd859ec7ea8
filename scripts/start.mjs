// `npm start`: builds the web app when no build is there, then runs the server (migrations and demo data on start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import serverCommand from './server-command.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('No web build found: building the web app once …');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation: the server makes many short-lived objects per request, and the
// default one had it collecting garbage a tenth of the time under load (bench/README.md, booking).
const server = spawn(process.execPath, serverCommand.args, {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
