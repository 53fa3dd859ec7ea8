import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { signIn, type TestClient } from '../../test/client';
import { buildMember } from '../../test/factories';
import { users } from '../db/schema';

/**
 * A web build with a renderer standing in for apps/web's (renderDashboard.tsx): it reads what the app
 * would, through the `send` the server gives it, and writes what it read into the page; a write is
 * refused, and the Norwegian page fails, as a render that throws.
 */
function webBuild(withRenderer: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'snapshots'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'app');
  for (const language of ['de', 'en', 'no'])
    writeFileSync(join(dist, 'snapshots', `dashboard-${language}.html`), `page ${language}`);
  if (!withRenderer) return dist;
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(root, 'dist-server', 'renderDashboard.js'),
    `let queue = Promise.resolve();
    export function renderDashboardPage(template, request) {
      const rendered = queue.then(() => render(template, request));
      queue = rendered.catch(() => undefined);
      return rendered;
    }
    async function render(template, { language, width, send }) {
      if (language === 'no') throw new Error('the render failed');
      const read = async (url) => {
        const answer = await send(url, { method: 'GET', headers: { Accept: 'application/json' } });
        if (!answer.ok) return answer.status;
        const body = await answer.json();
        return body.data ?? body;
      };
      const user = await read('/api/user');
      if (typeof user === 'number') return undefined;
      if (user.email.startsWith('slow-')) await new Promise((resolve) => setTimeout(resolve, 4000));
      if (user.email.startsWith('gated-')) await globalThis.dashboardGate;
      const companies = await read('/api/companies?paginate=false');
      const other = await read(\`/api/companies/\${process.env.OTHER_COMPANY}/airplanes\`);
      const write = await send('/api/companies', { method: 'POST' }).then(() => 'written', () => 'refused');
      return [template, width, user.email, companies.map((company) => company.id).join(','), other, write].join(' | ');
    }`,
  );
  return dist;
}

describe("the signed-in dashboard's server render", () => {
  const t = useTestApp({ WEB_DIST: webBuild(true) });
  let pilot: TestClient;
  let pilotCompany: number;
  let pilotEmail: string;

  beforeAll(async () => {
    const member = await buildMember(t.db);
    pilotCompany = member.company.id;
    pilotEmail = member.user.email;
    pilot = await signIn(t.app, member.user.email);
    process.env.OTHER_COMPANY = String((await buildMember(t.db)).company.id);
  });
  afterAll(() => {
    delete process.env.OTHER_COMPANY;
  });

  const open = async (client: TestClient | undefined, headers: Record<string, string> = {}) => {
    const cookie = client ? `portal_session=${client.sessionCookie}` : '';
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'identity', cookie, ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    return response;
  };

  it("renders the person's own dashboard, read as them, into the page of their language", async () => {
    const response = await open(pilot);
    expect(response.body).toBe(`page de | 1440 | ${pilotEmail} | ${pilotCompany} | 403 | refused`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    const english = await open(pilot, { cookie: `portal_session=${pilot.sessionCookie}; locale=en` });
    expect(english.body).toMatch(/^page en \| /);
  });

  it("lays the page out for a phone's width when the browser is a phone's", async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
    expect((await open(pilot, { 'user-agent': android })).body).toMatch(/^page de \| 412 \| /);
    expect((await open(pilot, { 'sec-ch-ua-mobile': '?1' })).body).toMatch(/^page de \| 412 \| /);
  });

  it('sends the app at once to visitors beyond four waiting for a render', async () => {
    const { user } = await buildMember(t.db);
    const gated = await signIn(t.app, user.email);
    await t.db
      .update(users)
      .set({ email: `gated-${user.email}` })
      .where(eq(users.id, user.id));
    let release = () => {};
    Object.assign(globalThis, { dashboardGate: new Promise<void>((resolve) => (release = resolve)) });
    // Eight visits while the renders cannot finish: the first four wait, the rest get the app at once.
    const answered: string[] = [];
    const visits = Array.from({ length: 8 }, () =>
      open(gated).then((response) => {
        answered.push(response.body === 'app' ? 'app' : 'page');
        return response;
      }),
    );
    await vi.waitFor(() => expect(answered).toEqual(['app', 'app', 'app', 'app']));
    release();
    const pages = await Promise.all(visits);
    expect(pages.filter((response) => response.body.startsWith('page de'))).toHaveLength(4);
  });

  it('sends the app when the render takes longer than three seconds', async () => {
    const { user } = await buildMember(t.db, ['member']);
    const slow = await signIn(t.app, user.email);
    await t.db
      .update(users)
      .set({ email: `slow-${user.email}` })
      .where(eq(users.id, user.id));
    const started = Date.now();
    expect((await open(slow)).body).toBe('app');
    expect(Date.now() - started).toBeLessThan(3_900);
  });

  it('sends the app to a guest, to a session that has ended, and when the render fails', async () => {
    for (const response of [
      await open(undefined),
      await open(undefined, { cookie: 'portal_session=ended' }),
      await open(pilot, { 'accept-language': 'nb-NO' }),
    ]) {
      expect(response.body).toBe('app');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe("the dashboard's server render, without the renderer in the build", () => {
  const t = useTestApp({ WEB_DIST: webBuild(false) });

  it('sends the app to a signed-in person', async () => {
    const { user } = await buildMember(t.db);
    const client = await signIn(t.app, user.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `portal_session=${client.sessionCookie}` },
    });
    expect(response.body).toBe('app');
  });
});
