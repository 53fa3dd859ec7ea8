import { describe, expect, it } from 'vitest';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { heading, postAsApp } from './support/shell';

describe('the impersonation banner', () => {
  const chrome = useBrowser();

  it("shows whom a super-admin acts as, with start and expiry, until 'Beenden' ends it", async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'super@demo.aero');
    const users = await (await context.request.get('/api/admin/users?search=pilot@demo.aero')).json();
    const pilot = users.data.find((user: { email: string }) => user.email === 'pilot@demo.aero');
    expect((await postAsApp(context, `/api/admin/impersonate/${pilot.id}`)).status()).toBe(200);

    await page.goto('/');
    await heading(page, 'Hallo Jonas!');
    // The app's page, not the server's render: the banner's times are in the browser's zone.
    expect(await page.locator('#root[data-snapshot]').count()).toBe(0);
    const banner = page.getByRole('status').filter({ hasText: 'Du handelst als Jonas Pilot.' });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Angemeldet als Sabine Oberhuber, seit \d\d:\d\d Uhr, endet um \d\d:\d\d Uhr\./);
    await screenshot(page, 'impersonation-phone-de');

    await banner.getByRole('button', { name: 'Beenden' }).click();
    await page.getByText('Handeln als anderer Benutzer beendet').waitFor();
    await page.waitForEvent('load');
    await heading(page, 'Hallo Sabine!');
    expect(await page.getByText('Du handelst als').count()).toBe(0);
    await context.close();
  });
});
