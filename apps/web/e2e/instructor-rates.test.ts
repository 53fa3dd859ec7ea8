import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, screenshotBothSchemes, signInByApi, useBrowser } from './support/browser';
import { toastsGone } from './support/fleet';
import { demoCompanyId, heading } from './support/shell';

const schoolId = (context: BrowserContext) => demoCompanyId(context, 'Flugschule');

// The school's rates: the club's demo instructor rate is read by other tests' flights, the school's by none.
describe('instructor hourly rates on the accounting fees page', () => {
  const chrome = useBrowser();

  it('gives the school’s instructor an hourly fee and takes it away again', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@school.demo.aero');
    await page.goto(`/companies/${await schoolId(context)}/accounting/fees`);
    await heading(page, 'Buchhaltung: Gebühren');
    await page.getByRole('heading', { name: 'Fluglehrer-Stundensätze' }).waitFor();
    const rate = page.getByRole('combobox', { name: 'Stundensatz von Stefan Krämer' });
    await rate.click();
    // Only fees charged per hour are offered.
    expect(await page.getByRole('option', { name: /Buchungsgebühr/ }).count()).toBe(0);
    await page.getByRole('option', { name: /^Schulung Cessna 172 · 210,00 € pro Stunde/ }).click();
    await page.getByText('Stundensatz von Stefan Krämer gespeichert.').waitFor();
    await page.reload();
    await expect.poll(() => rate.textContent()).toContain('Schulung Cessna 172');
    await toastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'instructor-rates-desktop-de-light');

    await rate.click();
    await page.getByRole('option', { name: /^Kein Stundensatz/ }).click();
    await page.getByText('Stundensatz von Stefan Krämer gespeichert.').waitFor();
    await expect.poll(() => rate.textContent()).toContain('Kein Stundensatz');
    await context.close();
  });

  it('fits a phone (light and dark)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    await signInByApi(context, 'admin@school.demo.aero');
    await page.goto(`/companies/${await schoolId(context)}/accounting/fees`);
    await page.getByRole('combobox', { name: 'Stundensatz von Stefan Krämer' }).scrollIntoViewIfNeeded();
    await screenshotBothSchemes(page, 'instructor-rates-phone-de', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);
    });
    await context.close();
  });
});
