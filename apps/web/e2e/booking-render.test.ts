import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOOKINGS_PER_WEEK, feedCalendar } from './support/bookingFeed';
import { newPage, signInByApi, useBrowser } from './support/browser';
import { demoClubId } from './support/shell';

/** The most a week of bookings may cost, as a multiple of the same step on an empty week. */
const RATIO = 10;
const RUNS = 7;

/**
 * Clicks "next week" once the page is idle (the calendar has loaded that week in the background)
 * and measures until the new week and its `count` bookings are on screen and a frame has been
 * painted: the old week's blocks leave, the new week's are rendered, laid out and painted.
 */
async function nextWeek(page: Page, count: number): Promise<number> {
  return page.evaluate(async (count) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const title = () => document.querySelector('h2[aria-live]')?.textContent;
    const week = title();
    const before = document.querySelector<HTMLElement>('[data-booking-id]')?.dataset.bookingId;
    const start = performance.now();
    document.querySelector<HTMLButtonElement>('button[aria-label="Nächste Woche"]')?.click();
    while (
      title() === week ||
      (before && document.querySelector(`[data-booking-id="${before}"]`)) ||
      document.querySelectorAll('.tl-track [data-booking-id]').length < count
    )
      await frame();
    await frame();
    return performance.now() - start;
  }, count);
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The page's main-thread CPU time in a trace: the sum of its tasks' thread time. Other engineers'
 * test runs share this machine's two cores, so wall time says as much about them as about the
 * calendar; CPU time is what the render costs.
 */
function mainThreadCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && main.has(`${e.pid}:${e.tid}`));
  return tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The main-thread CPU of each of RUNS steps to the next week, on a calendar fed `bookings` a week. */
async function stepWeeks(browser: Browser, bookings: number): Promise<{ cpu: number[]; wall: number[] }> {
  const { context, page } = await newPage(browser);
  await signInByApi(context, 'pilot@demo.aero');
  const clubId = await demoClubId(context);
  const people = await context.request.get(`/api/companies/${clubId}/memberships?paginate=false&role=instructor`);
  const [instructor] = ((await people.json()) as { data: { id: number; name: string }[] }).data;
  await feedCalendar(page, clubId, { membership_id: instructor?.id ?? 0, name: instructor?.name ?? '' }, bookings);
  await page.goto('/apps/booking?view=week&date=2027-03-01');
  await page.locator('.tl-track').first().waitFor();
  if (bookings > 0)
    await page
      .locator('.tl-track [data-booking-id]')
      .nth(bookings - 1)
      .waitFor();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.waitForLoadState('networkidle');
    await browser.startTracing(page, { categories: ['toplevel'] });
    wall.push(await nextWeek(page, bookings));
    cpu.push(mainThreadCpuMs(await browser.stopTracing()));
  }
  await context.close();
  return { cpu, wall };
}

describe('booking calendar render benchmark', () => {
  const chrome = useBrowser();

  it(`renders a week with ${BOOKINGS_PER_WEEK} bookings on 30 aircraft in at most ${RATIO}× the time of an empty week`, async () => {
    // The floor, in the same run: the same 30 aircraft and the same step without bookings. The
    // absolute budget (QUALITY.md: 300 ms) is judged from the printed figure on a quiet machine of the
    // reference kind (bench/README.md); this machine's speed moved by 2× within a day, which a fixed
    // figure here took for the calendar's.
    const empty = await stepWeeks(chrome.browser, 0);
    const full = await stepWeeks(chrome.browser, BOOKINGS_PER_WEEK);
    const figure = (values: number[]) =>
      `median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
    console.info(
      `booking calendar, week of ${BOOKINGS_PER_WEEK} bookings: main-thread CPU ${figure(full.cpu)}; wall ${figure(full.wall)}; ` +
        `empty week (floor): CPU ${figure(empty.cpu)}; ratio ${(median(full.cpu) / median(empty.cpu)).toFixed(1)}`,
    );
    expect(median(full.cpu)).toBeLessThan(RATIO * median(empty.cpu));
  });
});
