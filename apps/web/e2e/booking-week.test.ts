import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { addDemoAirplanes, berlinDay, berlinTime, bookAsAdmin } from './support/booking';
import { newPage, PHONE, screenshot, screenshotBothSchemes, signInByApi, useBrowser } from './support/browser';
import { demoClubId, patchAsApp, postAsApp } from './support/shell';

interface Listed {
  id: number;
  registration: string;
  status: string;
}

/** Monday of the week after next in Berlin, so every day shown lies ahead. */
function mondayAhead(): string {
  const weekday = new Date(`${berlinDay(0)}T12:00:00Z`).getUTCDay();
  return berlinDay(14 - ((weekday + 6) % 7));
}

/** The boxes of the hour labels in the axis. */
const hourLabels = (page: Page) =>
  page.locator('.tl-hour').evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(label);
      return { text: label.textContent, left: box.left, textRight: range.getBoundingClientRect().right, right: box.right };
    }),
  );

/** Labels that run into the next one: none when the axis is readable. */
const overlaps = (labels: Awaited<ReturnType<typeof hourLabels>>) =>
  labels.filter((label, index) => {
    const next = labels[index + 1];
    return label.textRight > label.right + 0.5 || (next !== undefined && label.right > next.left + 0.5);
  });

describe('the booking week', () => {
  const chrome = useBrowser();
  const monday = mondayAhead();
  const tuesday = new Date(Date.parse(`${monday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  let plane = '';

  beforeAll(async () => {
    const added = await addDemoAirplanes(chrome.browser, 1);
    plane = added.registrations[0] as string;
    const airplaneId = added.ids[0];
    const clubId = added.clubId;
    const { context } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await bookAsAdmin(context, clubId, {
      airplane_id: airplaneId,
      starts_at: berlinTime(monday, '10:00'),
      ends_at: berlinTime(monday, '12:00'),
      membership_id: 'Jonas Pilot',
    });
    await bookAsAdmin(context, clubId, {
      airplane_id: airplaneId,
      starts_at: berlinTime(tuesday, '05:00'),
      ends_at: berlinTime(tuesday, '06:30'),
      membership_id: 'Jonas Pilot',
    });
    await context.close();
  });

  it('shows the operating hours with readable labels, the night shaded and bookings outside at the edge (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/apps/booking?date=${monday}`);
    const row = page.locator(`[data-track="${plane}"]`);
    await row.waitFor();
    const timeline = page.getByRole('region', { name: 'Buchungskalender' });
    expect(await timeline.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);

    const labels = await hourLabels(page);
    expect(labels.length).toBeGreaterThan(7);
    for (const label of labels) expect(label.text).toMatch(/^\d\d:00$/);
    expect(overlaps(labels)).toEqual([]);
    expect(labels.map((label) => label.text)).not.toContain('03:00');

    const twoHours = row.getByRole('button', { name: /^10:00–12:00 Jonas Pilot,/ });
    expect((await twoHours.boundingBox())?.width).toBeGreaterThanOrEqual(16);
    expect(await twoHours.evaluate((block) => block.scrollWidth <= block.clientWidth)).toBe(true);
    expect(await twoHours.evaluate((block) => getComputedStyle(block, '::before').content)).toBe('"JP"');
    const early = row.getByRole('button', { name: /^05:00–06:30 Jonas Pilot, .*reicht über die Betriebszeiten hinaus/ });
    expect(await early.getAttribute('class')).toContain('cut-start');
    expect((await early.boundingBox())?.width).toBeGreaterThanOrEqual(12);

    const title = await page.locator('.tl-twilight').first().getAttribute('title');
    expect(title).toMatch(/^Bürgerliche Dämmerung in EDTY: morgens 07:\d\d, abends 1[67]:\d\d$/);
    expect(await page.locator('.tl-night').count()).toBe(14);
    await page.getByText('Nacht in EDTY: vor der bürgerlichen Morgen- und nach der Abenddämmerung').waitFor();
    await screenshotBothSchemes(page, 'booking-week-desktop-de', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(async () => overlaps(await hourLabels(page))).toEqual([]);
    await screenshotBothSchemes(page, 'booking-week-laptop-de');
    await context.close();
  });

  it("lists the week with each day's twilight on a phone (light and dark)", async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/apps/booking?date=${monday}`);
    await page
      .getByText(/^Bürgerliche Dämmerung \(EDTY\) 07:\d\d–1[67]:\d\d$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: new RegExp(`^10:00–12:00 · ${plane}`) }).waitFor();
    await screenshotBothSchemes(page, 'booking-week-phone-de');
    await context.close();
  });

  it('preselects an aircraft in service at the next slot inside the operating hours', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto('/apps/booking');
    await page.getByRole('button', { name: 'Neue Buchung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
    const chosen = (await dialog.getByRole('combobox', { name: 'Flugzeug' }).textContent()) ?? '';
    const listed = await context.request.get(`/api/companies/${await demoClubId(context)}/airplanes?paginate=false`);
    const fleet = ((await listed.json()) as { data: Listed[] }).data;
    expect(fleet.find((airplane) => chosen.startsWith(`${airplane.registration} `))?.status).toBe('active');
    const start = await dialog.getByLabel('Beginn (Uhrzeit)').inputValue();
    expect(start >= '07:00' && start <= '20:00').toBe(true);
    await context.close();
  });

  it('refuses an aircraft grounded by a no-go squawk in German, the squawk as the member wrote it', async () => {
    const { ids, registrations } = await addDemoAirplanes(chrome.browser, 1);
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const reported = await postAsApp(admin.context, `/api/airplanes/${ids[0]}/squawks`, { description: 'Oil pressure low' });
    const squawkId = ((await reported.json()) as { data: { id: number } }).data.id;
    expect((await patchAsApp(admin.context, `/api/squawks/${squawkId}`, { status: 'no_go' })).status()).toBe(200);
    await admin.context.close();

    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(`/apps/booking?date=${monday}`);
    await page.getByRole('button', { name: 'Neue Buchung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
    await dialog.getByRole('combobox', { name: 'Flugzeug' }).click();
    await page.getByRole('option', { name: new RegExp(`^${registrations[0]} `) }).click();
    await dialog.getByRole('button', { name: 'Buchen' }).click();
    await dialog
      .getByText(`${registrations[0]} ist wegen einer No-Go-Beanstandung gesperrt: Oil pressure low`, { exact: true })
      .waitFor();
    await screenshot(page, 'booking-grounded-desktop-de-light');
    await context.close();
  });
});
