import { describe, expect, it } from 'vitest';
import { newPage, PHONE, screenshot, useBrowser } from './support/browser';

describe('signing in', () => {
  const chrome = useBrowser();

  it('sends a guest to the login page with the redirect kept, and back there after signing in', async () => {
    const { context, page } = await newPage(chrome.browser);
    await page.goto('/account-settings/security');
    await page.waitForURL('**/login?redirect=%2Faccount-settings%2Fsecurity');
    await page.getByRole('heading', { name: 'Willkommen zurück!' }).waitFor();
    expect(await page.title()).toBe('Anmelden · Flugportal');
    await screenshot(page, 'login-desktop-de-light');

    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Dieses Feld ist erforderlich').first().waitFor();
    await page.getByLabel('E-Mail-Adresse').fill('pilot@demo.aero');
    await page.getByLabel('Passwort').fill('falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('E-Mail-Adresse oder Passwort stimmen nicht.').waitFor();

    await page.getByLabel('Passwort').fill('demo-pass-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/account-settings/security');
    await page.getByRole('heading', { name: 'Kontoeinstellungen' }).waitFor();
    await context.close();
  });

  it('shows the login page on a phone in a dark OS', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE, colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Willkommen zurück!' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'))).toBe('dark');
    await screenshot(page, 'login-phone-de-dark');
    await context.close();
  });
});
