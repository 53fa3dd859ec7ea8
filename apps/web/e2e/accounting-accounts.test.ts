import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { demoClubId, heading } from './support/shell';

const euro = (minor: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100).replace(/\s/g, '\\s');

describe('accounting: the member accounts', () => {
  const chrome = useBrowser();

  it('desktop: lists every account with what they owe or hold, and posts a payment typed as "12,50"', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: DESKTOP });
    await signInByApi(context, 'accounting@demo.aero');
    const clubId = await demoClubId(context);
    await page.goto(`/companies/${clubId}/accounting/dashboard`);
    await page.getByRole('navigation').getByRole('link', { name: 'Mitgliederkonten' }).click();
    await heading(page, 'Buchhaltung: Mitgliederkonten');
    const list = page.getByRole('list', { name: 'Mitgliederkonten' });
    // Florian Maier has paid nothing in: he owes, in words and not only in red.
    await list.getByRole('button', { name: /Florian Maier.*offen/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'accounting-accounts-desktop-de');

    await page.getByRole('search').getByLabel('Name oder Mitgliedsnummer').fill('Schneider');
    await page.waitForURL(/search=Schneider/);
    const katharina = list.getByRole('button', { name: /Katharina Schneider/ });
    await katharina.waitFor();
    await list.getByRole('button', { name: /Florian Maier/ }).waitFor({ state: 'detached' });
    expect(await list.getByRole('button').count()).toBe(1);
    const listed = await context.request.get(`/api/companies/${clubId}/accounts?search=Schneider`, {
      headers: { accept: 'application/json' },
    });
    const before = ((await listed.json()) as { data: { balance: number }[] }).data[0]?.balance ?? Number.NaN;
    await katharina.click();
    const account = page.getByRole('dialog', { name: 'Konto von Katharina Schneider' });
    await account.getByRole('list', { name: 'Buchungen auf dem Konto von Katharina Schneider' }).waitFor();
    // The balance heads the account; the newest line shows it again as its balance after.
    await account
      .getByText(new RegExp(`^${euro(before)}$`))
      .first()
      .waitFor();

    await account.getByRole('button', { name: 'Buchung erfassen' }).click();
    const post = page.getByRole('dialog', { name: 'Buchung für Katharina Schneider erfassen' });
    await post.getByRole('combobox', { name: /^Art/ }).click();
    await page.getByRole('option', { name: 'Zahlung eingegangen' }).click();
    await post.getByRole('textbox', { name: /^Betrag/ }).fill('0');
    const text = `Barzahlung Theke ${Date.now()}`;
    await post.getByRole('textbox', { name: /^Buchungstext/ }).fill(text);
    await post.getByRole('button', { name: 'Buchen' }).click();
    await post.getByText('Bitte einen Betrag über 0 eingeben, z. B. 12,50.').waitFor();
    await post.getByRole('textbox', { name: /^Betrag/ }).fill('12,50');
    await screenshot(page, 'accounting-accounts-post-desktop-de');
    await post.getByRole('button', { name: 'Buchen' }).click();
    await page.getByText('12,50 € auf dem Konto von Katharina Schneider gebucht.').waitFor();
    await post.waitFor({ state: 'detached' });

    // The line is on top of the account, and the balance moved by exactly 12,50 €.
    const lines = account.getByRole('list', { name: 'Buchungen auf dem Konto von Katharina Schneider' });
    await lines.getByRole('listitem').first().getByText(text).waitFor();
    await account
      .getByText(new RegExp(`^${euro(before + 1250)}$`))
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'accounting-accounts-member-desktop-de');
    await account.getByRole('button', { name: 'Schließen' }).click();
    await list.getByText(new RegExp(`^${euro(before + 1250)}$`)).waitFor();
    await context.close();
  });

  it('phone: the list and an opened account fit the width', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    await signInByApi(context, 'accounting@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/accounting/accounts`);
    await heading(page, 'Buchhaltung: Mitgliederkonten');
    const list = page.getByRole('list', { name: 'Mitgliederkonten' });
    await list.getByRole('button', { name: /Florian Maier/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'accounting-accounts-phone-de');
    await list.getByRole('button', { name: /Florian Maier/ }).click();
    const account = page.getByRole('dialog', { name: 'Konto von Florian Maier' });
    await account.getByRole('list', { name: 'Buchungen auf dem Konto von Florian Maier' }).waitFor();
    await account.getByText('offen', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'accounting-accounts-member-phone-de');
    await context.close();
  });
});
