import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, showAtWidth, signInByApi, useBrowser, WIDTHS } from './support/browser';
import { demoClubId, heading, postAsApp } from './support/shell';

describe('Mein Konto', () => {
  const chrome = useBrowser();

  it('desktop: from the dashboard card to the account, its balance and its lines newest first by date; from my membership too', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'pilot@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto('/');
    const card = page.getByRole('heading', { name: 'Mein Konto' }).locator('..');
    await card.getByRole('link', { name: /Luftsportverein/ }).click();
    await heading(page, 'Mein Konto');
    await page.getByText('Kontostand', { exact: true }).waitFor();
    const lines = page.getByRole('list', { name: 'Buchungen auf deinem Konto' });
    await lines.getByText('Überweisung Flugguthaben').first().waitFor();
    // Newest first by booking date, as on a bank statement: no line is dated after the one above it.
    const texts = await lines.getByRole('listitem').allTextContents();
    const stamps = texts.map((text) => {
      const [, day, month, year, hour, minute] = text.match(/(\d{2})\.(\d{2})\.(\d{4}),? (\d{2}):(\d{2})/) ?? [];
      return `${year}${month}${day}${hour}${minute}`;
    });
    expect(stamps.length).toBeGreaterThan(5);
    expect(stamps.every((stamp) => stamp.length === 12)).toBe(true);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'accounts-my-account-desktop-de-light');

    await page.goto(`/companies/${clubId}/my-membership`);
    await page.getByRole('link', { name: 'Mein Konto' }).first().click();
    await heading(page, 'Mein Konto');
    await context.close();
  });

  it('phone: a member who owes sees the balance in red and the low-balance warning, without sideways scroll', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    await signInByApi(context, 'florian.maier@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/my-account`);
    await heading(page, 'Mein Konto');
    await page
      .getByRole('alert')
      .getByText(/liegt unter dem Mindestguthaben/)
      .waitFor();
    await page.getByText('offen – bitte überweisen').waitFor();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'accounts-my-account-phone-de-light');
    await context.close();
  });

  it('lists the member’s own prepaid packages with what is left and their expiry, each linking to its usage', async () => {
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const clubId = await demoClubId(admin.context);
    const name = `2 Stunden Test ${Date.now()}`;
    const offer = await postAsApp(admin.context, `/api/companies/${clubId}/prePaidPackages`, {
      name,
      price: 30_000,
      credit_minutes: 120,
      validity_days: 90,
    });
    expect(offer.status(), await offer.text()).toBe(201);
    const offerId = ((await offer.json()) as { data: { id: number } }).data.id;
    const people = await admin.context.request.get(`/api/companies/${clubId}/memberships?paginate=false`, {
      headers: { accept: 'application/json' },
    });
    const { data } = (await people.json()) as { data: { id: number; name: string }[] };
    const katharina = data.find((member) => member.name === 'Katharina Schneider');
    const sold = await postAsApp(admin.context, `/api/prePaidPackages/${offerId}/sell`, {
      membership_id: katharina?.id,
      paid: true,
    });
    expect(sold.status(), await sold.text()).toBe(201);
    await admin.context.close();

    // One context, laid out at both widths: the account page does not ask for a phone's user agent.
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'katharina.schneider@demo.aero');
    await page.goto(`/companies/${clubId}/my-account`);
    const packages = page.getByRole('list', { name: 'Meine Prepaid-Pakete' });
    const mine = packages.getByRole('listitem').filter({ hasText: name });
    for (const [width, viewport] of WIDTHS) {
      await showAtWidth(page, viewport);
      await heading(page, 'Mein Konto');
      await mine.getByText('noch 2 Std.').waitFor();
      await mine.getByText('von 2 Std.').waitFor();
      await mine.getByText(/^gültig bis \d{2}\.\d{2}\.\d{4}$/).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await mine.scrollIntoViewIfNeeded();
      await screenshot(page, `accounts-my-packages-${width}-de-light`);
    }
    await mine.getByRole('link', { name }).click();
    await page.waitForURL(/\/prePaidPackage\/\d+$/);
    await page.getByText('Noch nichts verbraucht.').waitFor();
    await context.close();
  });
});
