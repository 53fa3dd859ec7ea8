import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';

export const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** A phone's browser says so: the server lays out the dashboard it renders for a phone's width (api plugins/dashboard-snapshot.ts). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The server of this file's worker: a file never shares a server with one running at the same time. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!url) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID} of ${urls.length}`);
  return url;
}

/**
 * The Chromium of this file's worker (launched once per run by global-setup.ts); each test opens its
 * own context. Closing the connection closes the contexts the file opened, not the browser. When a test
 * fails, the pages it left open say where they were (`describeFailedPages`).
 */
export function useBrowser(): { browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    const endpoints = inject('browserEndpoints');
    const endpoint = endpoints[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
    if (!endpoint) throw new Error(`no browser for worker ${process.env.VITEST_POOL_ID} of ${endpoints.length}`);
    holder.browser = await chromium.connect(endpoint);
  });
  beforeEach(() => {
    onTestFailed(({ task }) => describeFailedPages(holder.browser, task.name));
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

/**
 * A new context, German on a desktop by default, preferring reduced motion: the app then ends its
 * transitions at once (its theme), and the browser draws no frame for them, which on two cores was an
 * eighth of the browser tests' time. Without the service worker by default: in every new context it
 * would precache the whole build (371 files, 5.4 MB) beside the test, a fifth of the browser's CPU per
 * context (measured); the tests of the worker, of installing and of working offline ask for it
 * (`serviceWorkers: 'allow'`).
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'de-DE',
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    ...(options.viewport === PHONE ? { userAgent: PHONE_USER_AGENT } : {}),
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  // Transitions run to their end first, so a dialog is not caught half faded in.
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

export type ColorScheme = 'light' | 'dark';

/**
 * Turns the system's colour scheme under an open page and waits until the app has followed it (it does,
 * as a phone's does at dusk). A page is shown in both schemes this way, without a second context, sign-in
 * and load: each cost the browser tests more than the screenshot they were for.
 */
export async function showInScheme(page: Page, colorScheme: ColorScheme) {
  await page.emulateMedia({ colorScheme });
  // A snapshot the server rendered (the login page, the dashboard) is plain HTML until the app takes over,
  // and takes the scheme when it loads.
  if (await page.locator('#root[data-snapshot]').count()) await page.reload();
  await page.waitForFunction((scheme) => document.documentElement.getAttribute('data-color-scheme') === scheme, colorScheme);
  await animationsEnded(page);
}

/** Waits for the page's animations that end (a colour fading to a new scheme, a dialog sliding in) to end. */
export const animationsEnded = (page: Page) =>
  page.evaluate(async () => {
    // A transition starts at the next style update: two frames first, so one just set off is among them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });

/** The page as it is in light and then in dark (`<name>-light`, `<name>-dark`), with `check` run in each; left dark. */
export async function screenshotBothSchemes(page: Page, name: string, check?: (colorScheme: ColorScheme) => Promise<void>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme);
    await check?.(colorScheme);
    await screenshot(page, `${name}-${colorScheme}`);
  }
}

/** Desktop, then phone: the widths an open page is laid out at in turn where it asks for no phone's user agent. */
export const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Lays the open page out at another width and waits for it to settle. */
export async function showAtWidth(page: Page, viewport: ViewportSize) {
  await page.setViewportSize(viewport);
  await animationsEnded(page);
}

/** A look of a page: its width's name, viewport and colour scheme. */
export type Look = readonly ['desktop' | 'phone', ViewportSize, ColorScheme];

/**
 * Shows the open page in each look in turn, from its top, and runs `check` in each with the look's part of a
 * screenshot's name (`phone-de-light`).
 */
export async function inEachLook(
  page: Page,
  looks: readonly Look[],
  check: (look: string, viewport: ViewportSize) => Promise<void>,
) {
  for (const [width, viewport, colorScheme] of looks) {
    await page.setViewportSize(viewport);
    await showInScheme(page, colorScheme);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await check(`${width}-de-${colorScheme}`, viewport);
  }
}

/** Signs in through the API (the login page has its own test), sharing cookies with the page. */
export async function signInByApi(context: BrowserContext, email: string, password = 'demo-pass-2026') {
  const request = context.request;
  await request.get('/sanctum/csrf-cookie');
  const cookies = await context.cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post('/login', {
    data: { email, password },
    headers: { 'x-xsrf-token': xsrf, origin: baseUrl(), accept: 'application/json' },
  });
  if (response.status() !== 204) throw new Error(`sign-in of ${email} failed: ${response.status()}`);
}

/** What a page shows, read in the page: enough to tell from a CI log where a failed test stood. */
function pageState(page: Page) {
  return page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim()).filter(Boolean);
    const root = document.getElementById('root');
    return {
      url: window.location.href,
      lang: document.documentElement.lang,
      title: document.title,
      snapshot: root?.getAttribute('data-snapshot-pending') ?? root?.hasAttribute('data-snapshot'),
      headings: texts('h1'),
      alerts: texts('[role="alert"], [role="status"], .MuiFormHelperText-root.Mui-error'),
    };
  });
}

/**
 * Prints each page the failed test left open (its address, language, headings, alerts, and whether the
 * app had taken over a snapshot) and saves a screenshot of it as `failed-<test>-<n>.png`. A page that
 * does not answer within 5 s is named as such.
 */
async function describeFailedPages(browser: Browser | undefined, testName: string) {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  const name = testName.replace(/\W+/g, '-').slice(0, 60);
  for (const [index, page] of pages.entries()) {
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000));
    const state = await Promise.race([pageState(page).catch((error: Error) => error.message), timeout]);
    console.error(`failed "${testName}", page ${index + 1} of ${pages.length}:`, JSON.stringify(state));
    mkdirSync(screenshotDir, { recursive: true });
    await Promise.race([
      page.screenshot({ path: join(screenshotDir, `failed-${name}-${index + 1}.png`), timeout: 5_000 }).catch(() => undefined),
      timeout,
    ]);
  }
}
