import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  newPage,
  PHONE,
  screenshot,
  screenshotBothSchemes,
  showAtWidth,
  signInByApi,
  useBrowser,
  WIDTHS,
} from './support/browser';
import { applicant } from './support/identity';
import { demoClubId, heading } from './support/shell';

/** A demo aircraft the demo pilot flies (by registration: other files in the worker add aircraft that sort first). */
async function demoAirplaneId(context: BrowserContext, clubId: number, registration = 'D-EFRB'): Promise<number> {
  const response = await context.request.get(`/api/companies/${clubId}/airplanes?paginate=false`, {
    headers: { accept: 'application/json' },
  });
  const { data } = (await response.json()) as { data: { id: number; registration: string }[] };
  const airplane = data.find((candidate) => candidate.registration === registration);
  if (!airplane) throw new Error(`${registration} is not in the demo fleet`);
  return airplane.id;
}

const pageWidths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

describe('what a club member sees', () => {
  const chrome = useBrowser();

  it('logbook: no sideways scroll with entries, times labelled UTC, a flight shown in UTC and local time', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/apps/logbook');
    const table = page.getByRole('table', { name: 'Flugbucheinträge' });
    await table.getByText('D-ELSV').first().waitFor();
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
    expect(await table.getByRole('columnheader', { name: 'Zeit (UTC)' }).count()).toBe(2);
    await screenshot(page, 'member-logbook-desktop-de-light');

    // A line from a club flight (read-only: its button says "ansehen").
    await table
      .getByRole('button', { name: /^Eintrag vom .* ansehen$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toMatch(/\d\d:\d\d UTC \(\d\d:\d\d MES?Z\)/);
    await screenshot(page, 'member-logbook-flight-desktop-de-light');
    await context.close();
  });

  it('tech log: block times name the zone', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/airplanes/${await demoAirplaneId(context, clubId)}/logbook`);
    const cell = page.getByRole('cell', { name: /^\d\d:\d\d–\d\d:\d\d MES?Z$/ }).first();
    await cell.waitFor();
    await screenshot(page, 'member-techlog-desktop-de-light');
    await context.close();
  });

  it('dashboard: a licence holder sees currency by class, a student no green, a non-flying admin no alarm', async () => {
    const pilot = await newPage(chrome.browser);
    await signInByApi(pilot.context, 'pilot@demo.aero');
    await pilot.page.goto('/');
    const card = pilot.page.getByRole('heading', { name: 'Flugpraxis und Gültigkeit' }).locator('..');
    await card.getByText(/^SEP: erfüllt bis \d\d\.\d\d\.\d{4}$/).waitFor();
    await pilot.context.close();

    const student = await newPage(chrome.browser);
    await signInByApi(student.context, 'student@demo.aero');
    await student.page.goto('/');
    const studentCard = student.page.getByRole('heading', { name: 'Flugpraxis und Gültigkeit' }).locator('..');
    await studentCard.getByText('Gilt erst mit einer Lizenz').waitFor();
    expect(await studentCard.getByText(/erfüllt bis/i).count()).toBe(0);
    expect(await studentCard.getByRole('alert').count()).toBe(0);
    await screenshot(student.page, 'member-dashboard-student-desktop-de-light');
    await student.context.close();

    const superAdmin = await newPage(chrome.browser);
    await signInByApi(superAdmin.context, 'super@demo.aero');
    await superAdmin.page.goto('/');
    await superAdmin.page.waitForLoadState('networkidle');
    await superAdmin.page.getByRole('heading', { name: /^(Bald hier|Noch in keinem Verein)$/ }).waitFor();
    expect(await superAdmin.page.getByRole('heading', { name: 'Flugpraxis und Gültigkeit' }).count()).toBe(0);
    expect(await superAdmin.page.getByText(/Passagiere/).count()).toBe(0);
    await superAdmin.context.close();
  });

  it("open requests come first on the memberships page and the admin's dashboard (light and dark)", async () => {
    const name = 'Greta Neumann';
    const newcomer = await applicant(chrome.browser, name);
    await newcomer.context.close();
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await page.goto('/');
    // The dashboard is the server's snapshot until the app takes over: turning the scheme loads it again.
    const onDashboard = () =>
      page
        .getByRole('region', { name: /offene Beitrittsanfrage/ })
        .getByRole('link', { name })
        .waitFor();
    await onDashboard();
    await screenshotBothSchemes(page, 'member-requests-dashboard-desktop-de', onDashboard);

    await page.goto(`/companies/${newcomer.clubId}/memberships`);
    await heading(page, 'Mitgliedschaften');
    const requests = page.getByRole('region', { name: /offene Beitrittsanfrage/ });
    await requests.getByRole('link', { name: name }).waitFor();
    // The requests stand above the members' table.
    const [requestsBox, tableBox] = await Promise.all([
      requests.boundingBox(),
      page.getByRole('table', { name: 'Mitgliedschaften' }).boundingBox(),
    ]);
    expect(requestsBox?.y ?? Infinity).toBeLessThan(tableBox?.y ?? 0);
    await screenshotBothSchemes(page, 'member-requests-desktop-de', async (colorScheme) => {
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    });
    await requests.getByRole('button', { name: `Bestätigen: ${name}` }).click();
    await page.getByText(`${name} ist jetzt Mitglied.`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Bestätigen: ${name}` }).count()).toBe(0);
    await context.close();
  });

  it('phone: the aircraft tabs keep the active tab in view; a pilot on settings has no tab marked', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    const clubId = await demoClubId(context);
    const base = `/companies/${clubId}/airplanes/${await demoAirplaneId(context, clubId)}`;
    for (const [path, name] of [
      ['airplaneDocumentManager', 'Dokumente'],
      ['calendar', 'Kalender'],
      ['logbook', 'Bordbuch'],
    ] as const) {
      await page.goto(`${base}/${path}`);
      const tab = page.getByRole('tab', { name, selected: true });
      await tab.waitFor();
      // The tab list is as wide as all tabs; what shows is its scroll box around it.
      const tabs = page.getByRole('tablist').locator('..');
      await expect
        .poll(async () => {
          const [box, frame] = await Promise.all([tab.boundingBox(), tabs.boundingBox()]);
          return Boolean(box && frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1);
        })
        .toBe(true);
    }
    await screenshot(page, 'member-airplane-tabs-phone-de-light');
    await page.goto(`${base}/settings`);
    await page.getByText('Nur die Vereinsverwaltung kann die Daten eines Flugzeugs ändern.').waitFor();
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(0);
    await context.close();
  });

  // One context, laid out at both widths: the students' page does not ask for a phone's user agent.
  it('instructors see the students they train', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'instructor@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/admin/memberships/students`);
    for (const [width, viewport] of WIDTHS) {
      await showAtWidth(page, viewport);
      await heading(page, 'Flugschüler');
      await page.getByRole('link', { name: 'Lena Schüler' }).waitFor();
      expect(await page.getByRole('link', { name: 'Jonas Pilot' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `member-students-instructor-${width}-de-light`);
    }
    await context.close();
  });
});
