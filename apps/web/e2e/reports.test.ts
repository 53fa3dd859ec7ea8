import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, screenshotBothSchemes, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

/** The bytes of a file the page downloaded (the connected browser streams it over). */
async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks a download link and waits for the file. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name, exact: true }).click()]);
  return file;
}

/** A day a year ago as a German types it, where the demo club is. */
const yearAgoTyped = () =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() - 365 * 86_400_000),
  );

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('reports', () => {
  const chrome = useBrowser();

  it('an admin picks a report and a period, reads chart and table, and downloads CSV and PDF', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'admin@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/admin/reports`);
    await heading(page, 'Berichte');

    await chooseOption(page, 'Zeitraum', 'Eigener Zeitraum');
    const from = page.getByRole('textbox', { name: 'Von' });
    const start = yearAgoTyped();
    await from.fill(start);
    await from.blur();
    // Until the page has taken the new start, it still shows this month's table (also with its sum row).
    await page.getByText(`${start} bis`).waitFor();
    await page.getByRole('heading', { name: 'Flugstunden je Flugzeug' }).waitFor();
    const table = page.getByRole('region', { name: 'Flugstunden je Flugzeug' });
    await table.getByRole('cell', { name: 'Summe' }).waitFor();
    const firstAircraft = (await table.locator('tbody tr td').first().textContent()) ?? '';
    expect(firstAircraft).toMatch(/^[A-Z]{1,2}-[A-Z0-9]+$/);
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'reports-aircraft-desktop-de-light');

    const csv = await download(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^aircraft-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloaded(csv))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Flugzeug;Flüge;Landungen;Blockzeit (h)');
    expect(lines[1]).toMatch(new RegExp(`^${firstAircraft};\\d+;\\d+;\\d+,\\d{2}$`));
    expect(lines.at(-1)).toMatch(/^Summe;\d+;\d+;\d+,\d{2}$/);

    const pdf = await download(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/^aircraft-.*\.pdf$/);
    expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

    await chooseOption(page, 'Bericht', 'Mitglieder ohne Flug seit 90 Tagen');
    await page.getByRole('heading', { name: 'Mitglieder ohne Flug seit 90 Tagen' }).waitFor();
    await page.getByRole('columnheader', { name: 'Letzter Flug' }).waitFor();
    expect(new URL(page.url()).searchParams.get('report')).toBe('inactive_members');
    await context.close();
  });

  it('fits a phone (light and dark): the chart narrows, the table scrolls inside its frame', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/admin/reports?report=utilisation&period=this_year`);
    await page.getByRole('heading', { name: 'Auslastung der Flugzeuge' }).waitFor();
    await page.locator('.MuiChartsSurface-root, :text("In diesem Zeitraum gibt es nichts")').first().waitFor();
    await screenshotBothSchemes(page, 'reports-utilisation-phone-de', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);
    });
    const table = page.getByRole('region', { name: 'Auslastung der Flugzeuge' });
    if (await table.count()) {
      await table.scrollIntoViewIfNeeded();
      await screenshotBothSchemes(page, 'reports-utilisation-table-phone-de');
    }
    await context.close();
  });

  it('shows the desktop page in the dark theme', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP, colorScheme: 'dark' });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/admin/reports?report=months&period=this_year`);
    await page.getByRole('heading', { name: 'Flugstunden je Monat' }).waitFor();
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'reports-months-desktop-de-dark');
    await context.close();
  });
});
