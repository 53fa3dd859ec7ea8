import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

describe('the layouts at desktop and phone width', () => {
  const chrome = useBrowser();

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`default layout: the dashboard lists the member's club (${width})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport });
      await signInByApi(context, 'pilot@demo.aero');
      await page.goto('/');
      await heading(page, 'Hallo Jonas!');
      await page.getByRole('link', { name: /^Luftsportverein Hohenlohe/ }).waitFor();
      expect(await page.title()).toBe('Übersicht · Flugportal');
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      if (width === 'phone') {
        expect(await nav.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Navigation öffnen' }).click();
        await nav.getByRole('link', { name: 'Vereine' }).waitFor();
        await screenshot(page, `layout-default-${width}-nav-open`);
        await page.keyboard.press('Escape');
      } else {
        await nav.getByRole('link', { name: 'Vereine' }).waitFor();
        await nav.getByRole('link', { name: /Flugbuch/ }).waitFor();
        await nav.getByRole('link', { name: /Akademie/ }).waitFor();
      }
      await screenshot(page, `layout-default-${width}-de-light`);
      await context.close();
    });

    it(`company layout: the admin's memberships list with search and filters (${width})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport });
      await signInByApi(context, 'admin@demo.aero');
      const clubId = await demoClubId(context);
      await page.goto(`/companies/${clubId}/admin/memberships`);
      await heading(page, 'Mitgliedschaften');
      await page.getByRole('link', { name: 'Jonas Pilot' }).waitFor();
      await page.getByLabel('Name oder E-Mail suchen').fill('lena');
      await page.getByRole('link', { name: 'Lena Schüler' }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Jonas Pilot' }).count()).toBe(0);
      await screenshot(page, `layout-company-${width}-de-light`);
      await context.close();
    });

    it(`blank layout: the imprint with the operator from the configuration (${width})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport });
      await page.goto('/legal');
      await heading(page, 'Impressum');
      await page.getByRole('heading', { name: 'Anbieter' }).waitFor();
      await screenshot(page, `layout-blank-${width}-de-light`);
      await context.close();
    });
  }

  it('fbo layout: vertical navigation only, with the operator above it', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'flugleitung@demo.aero');
    await page
      .evaluate(() => localStorage.setItem('settings', JSON.stringify({ layoutNav: 'horizontal' })))
      .catch(() => undefined);
    const answer = await context.request.get('/api/fixedBaseOperators', { headers: { accept: 'application/json' } });
    const [operator] = ((await answer.json()) as { data: { id: number }[] }).data;
    await page.goto(`/fixedBaseOperators/${operator?.id}/recurringFlights`);
    await heading(page, 'Wiederkehrende Flüge');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Bewegungen & PPR' }).waitFor();
    expect(await page.getByRole('button', { name: 'Navigation einklappen' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'layout-fbo-desktop-de-light');
    await context.close();
  });

  it('horizontal navigation on a wide screen, forced vertical on a phone', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ layoutNav: 'horizontal' })));
    await page.goto('/companies');
    await heading(page, 'Vereine und Flugschulen');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }).waitFor();
    expect(await page.getByRole('button', { name: 'Navigation einklappen' }).count()).toBe(0);
    await screenshot(page, 'layout-default-desktop-horizontal');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Navigation öffnen' }).waitFor();
    await context.close();
  });
});
