import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RouteObject } from 'react-router';
import { newPage, signInByApi } from './browser';
import { demoClubId } from './shell';

const localesDir = fileURLToPath(new URL('../../src/locales/de', import.meta.url));

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : flatten(value, `${prefix}${key}.`),
  );

/** Every nested key of every namespace (`roles.admin`): shown as such, a namespace was not loaded or a text is missing. */
const KEYS = new Set(
  readdirSync(localesDir).flatMap((file) => flatten(JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Tree)),
);

function rawKeys(text: string): string[] {
  const tokens = text.match(/\b(?:[a-z][A-Za-z]*:)?[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+/g) ?? [];
  return tokens.filter((token) => KEYS.has(token.replace(/^[a-z][A-Za-z]*:/, '')));
}

function paths(routes: RouteObject[], prefix: string): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? prefix : route.path ? `${prefix}/${route.path}`.replace(/\/+$/, '') : prefix;
    const here = route.lazy && (route.index || route.path) ? [path || '/'] : [];
    return [...here, ...paths(route.children ?? [], path)];
  });
}

/** The demo club's ids to put into the route table's parameters. */
async function parameters(context: BrowserContext) {
  const club = await demoClubId(context);
  const get = async (path: string) =>
    ((await (await context.request.get(path, { headers: { accept: 'application/json' } })).json()) as { data: { id: number }[] })
      .data;
  const [airplane] = await get(`/api/companies/${club}/airplanes?paginate=false`);
  const [membership] = await get(`/api/companies/${club}/memberships?paginate=false`);
  const [event] = await get(`/api/companies/${club}/events`);
  return {
    company_id: club,
    airplane_id: airplane?.id,
    membership_id: membership?.id,
    event_id: event?.id,
    tab: 'account',
    id: 1,
    questionnaire_id: 1,
  } as Record<string, number | string | undefined>;
}

/** The route table itself, so a new page is walked without being listed here (loaded by path: the e2e tsconfig has no JSX). */
async function allRoutes(): Promise<string[]> {
  const routesDir = fileURLToPath(new URL('../../src/app/routes/', import.meta.url));
  const load = async (file: string, name: string) =>
    ((await import(`${routesDir}${file}`)) as Record<string, RouteObject[]>)[name] ?? [];
  return [
    ...paths(await load('defaultRoutes.tsx', 'defaultRoutes'), ''),
    ...paths(await load('companyRoutes.tsx', 'companyRoutes'), '/companies/:company_id'),
  ];
}

/**
 * Notes in the page whether it went back to its loader once shown: React hides a shown page's content
 * (`display: none !important`) while a part mounted later waits for something, such as texts of a
 * namespace its route does not load with it.
 */
function watchForLoaderAgain() {
  const page = { hidden: false };
  Object.assign(window, { pageHiddenAgain: page });
  new MutationObserver((records) => {
    page.hidden ||= records.some(({ target }) => {
      const { style, textContent } = target as HTMLElement;
      const hiddenByReact = style.display === 'none' && style.getPropertyPriority('display') === 'important';
      // An empty frame hidden for the loader is no content lost from sight.
      return hiddenByReact && Boolean((target as Element).closest('main')) && Boolean(textContent?.trim());
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
}

/**
 * Whether the quiet page ends its endless animations (a spinner, a progress bar) within a few seconds: one still
 * running with nothing to load is a loader left turning, hidden or not, and keeps a phone drawing frames.
 */
const stopsAnimating = (page: Page) =>
  page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );

/** Pages walked at once per language: each waits for the network to go quiet (0.5 s at least), and those waits overlap. */
const TABS = 3;

/**
 * Opens every route of the table directly under `prefix` (the language's path prefix) as the demo club's
 * admin and returns each page that shows a raw translation key, as `path: keys`, or went back to its loader
 * once shown (a part of it waited for texts its route does not load with it), or still runs an endless animation
 * once quiet (a loader left turning). One file per language,
 * so the browser workers walk the languages side by side.
 */
export async function pagesShowingKeysOrLoader(browser: Browser, prefix: string): Promise<string[]> {
  const routes = await allRoutes();
  const tabs = await Promise.all(
    Array.from({ length: TABS }, async () => {
      const tab = await newPage(browser);
      await tab.page.addInitScript(watchForLoaderAgain);
      await signInByApi(tab.context, 'admin@demo.aero');
      return tab;
    }),
  );
  const values = await parameters((tabs[0] as (typeof tabs)[number]).context);
  const found: string[][] = routes.map(() => []);
  let next = 0;
  await Promise.all(
    tabs.map(async ({ page }) => {
      while (next < routes.length) {
        const index = next++;
        const path = (routes[index] as string).replace(/:([a-z_]+)/g, (_, name: string) => String(values[name]));
        await page.goto(`${prefix}${path}`);
        // A company's first page starts the offline copy's read-ahead (about 80 reads, one after the
        // other), which kept the network busy for more than 30 s on a slow two-core machine.
        await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch((error: Error) => {
          throw new Error(`${path} did not go quiet: ${error.message}`);
        });
        await page.getByRole('main').waitFor();
        const keys = rawKeys(await page.locator('body').innerText());
        if (keys.length) found[index] = [`${path}: ${keys.join(', ')}`];
        if (await page.evaluate(() => (window as unknown as { pageHiddenAgain: { hidden: boolean } }).pageHiddenAgain.hidden)) {
          found[index]?.push(`${path}: went back to its loader once shown`);
        }
        if (!(await stopsAnimating(page))) found[index]?.push(`${path}: still runs an endless animation once quiet`);
      }
    }),
  );
  await Promise.all(tabs.map(({ context }) => context.close()));
  if (routes.length <= 30) throw new Error(`the route table lists only ${routes.length} pages`);
  return found.flat();
}
