import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import serverCommand from '../../../scripts/server-command.json' with { type: 'json' };
import { airportFixtureDir } from './factories/fleet';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** Resolves once the server has logged `count` lines containing `text` (its log level must show them). */
  logged(text: string, count: number): Promise<void>;
}

export const START_WITHIN = 150_000;

/** The real entry point in its own process, as `npm start` runs it. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand.args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '/nonexistent',
      AIRPORTS_DATA_DIR: airportFixtureDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  let stdout = '';
  const waiting = new Set<() => void>();
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
    for (const check of waiting) check();
  });
  const logged = (text: string, count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (stdout.split(text).length - 1 < count) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  const url = `http://127.0.0.1:${port}`;
  // A first start loads the airports and the whole demo (a year of flights, invoices, payments):
  // seconds on a quiet machine, over a minute on PGlite while the other test files load both cores.
  const deadline = Date.now() + START_WITHIN;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        child,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', (code) => resolve(code));
            child.kill('SIGTERM');
          }),
        logged,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${stderr}`);
}

function cookiePair(setCookie: string): [string, string] {
  const [pair = ''] = setCookie.split(';');
  const index = pair.indexOf('=');
  return [pair.slice(0, index), pair.slice(index + 1)];
}

type CookieJar = Map<string, string>;
const cookieHeader = (jar: CookieJar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A browser's first step: the XSRF cookie and a guest session. */
export async function guestJar(url: string): Promise<CookieJar> {
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`);
  return new Map(csrf.headers.getSetCookie().map(cookiePair));
}

/** Signs in with a guest's cookies and returns the cookie header of the signed-in session. */
export async function signInWith(url: string, jar: CookieJar, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      cookie: cookieHeader(jar),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 204) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const signedIn = new Map(jar);
  for (const [name, value] of login.headers.getSetCookie().map(cookiePair)) signedIn.set(name, value);
  return cookieHeader(signedIn);
}

/** Signs in over HTTP like a browser and returns the cookie header for later requests. */
export async function browserSignIn(url: string, email: string, password: string): Promise<string> {
  return signInWith(url, await guestJar(url), email, password);
}
