import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, DESKTOP, newPage, PHONE, screenshot, useBrowser } from './support/browser';
import { registerByApi } from './support/identity';
import { heading, postAsApp } from './support/shell';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('account settings', () => {
  const chrome = useBrowser();

  for (const [width, viewport, scheme] of [
    ['desktop', DESKTOP, 'light'],
    ['phone', PHONE, 'dark'],
  ] as const) {
    it(`change name and language, password, sessions and mail notifications (${width}, ${scheme})`, async () => {
      const { context, page } = await newPage(chrome.browser, { viewport, colorScheme: scheme });
      const { email, password } = await registerByApi(context, 'Konrad Konto');

      await page.goto('/account-settings/account');
      await heading(page, 'Kontoeinstellungen');
      await page.getByLabel('Vor- und Nachname').fill('Konrad Kontowechsel');
      await page.getByLabel('Sprache').click();
      await page.getByRole('option', { name: 'English' }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-account-${width}-de-${scheme}`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await heading(page, 'Account settings');
      await page.getByText('Saved', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByLabel('Language').click();
      await page.getByRole('option', { name: 'Deutsch' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await heading(page, 'Kontoeinstellungen');
      await page.getByRole('button', { name: 'Benutzermenü KK' }).click();
      await page.getByRole('menu').getByText('Konrad Kontowechsel').waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Sicherheit' }).click();
      await page.waitForURL('**/account-settings/security');
      await page.getByLabel('Aktuelles Passwort').fill('nicht-mein-passwort');
      await page.getByLabel('Neues Passwort').fill('noch-geheimer-2026');
      await page.getByLabel('Passwort wiederholen').fill('noch-geheimer-2026');
      await page.getByRole('button', { name: 'Passwort ändern' }).click();
      await page.getByText('Das aktuelle Passwort stimmt nicht.').waitFor();
      expect(await page.getByLabel('Neues Passwort').inputValue()).toBe('noch-geheimer-2026');
      await page.getByLabel('Aktuelles Passwort').fill(password);
      await page.getByRole('button', { name: 'Passwort ändern' }).click();
      await page.getByText('Dein Passwort wurde geändert.').waitFor();
      expect(await page.getByLabel('Aktuelles Passwort').inputValue()).toBe('');

      const phone = await newPage(chrome.browser, { userAgent: IPHONE });
      await phone.context.request.get('/sanctum/csrf-cookie');
      expect((await postAsApp(phone.context, '/login', { email, password: 'noch-geheimer-2026' })).status()).toBe(204);
      // A script's token login, with Node's fetch (it sends Sec-Fetch-Mode but no cookie).
      const script = await fetch(`${baseUrl()}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password: 'noch-geheimer-2026', device_name: 'Auswertungsskript' }),
      });
      expect(script.status, await script.clone().text()).toBe(200);
      await page.reload();
      const sessions = page.getByRole('list', { name: 'Angemeldete Geräte' });
      await sessions.getByText('Dieses Gerät').waitFor();
      await sessions.getByText('Safari auf iOS').waitFor();
      const year = new Date(Date.now() + 365 * 24 * 3600_000).getFullYear();
      await sessions
        .getByRole('listitem')
        .filter({ hasText: 'Auswertungsskript' })
        .getByText(`gültig bis`, { exact: false })
        .waitFor();
      expect(await sessions.getByRole('listitem').filter({ hasText: 'Auswertungsskript' }).textContent()).toContain(String(year));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-security-${width}-de-${scheme}`);
      await sessions.getByRole('button', { name: 'Abmelden: Safari auf iOS' }).click();
      await page.getByText('Das Gerät wurde abgemeldet.').waitFor();
      await expect.poll(() => sessions.getByText('Safari auf iOS').count()).toBe(0);
      expect((await phone.context.request.get('/api/user', { headers: { accept: 'application/json' } })).status()).toBe(401);
      await phone.context.close();

      await page.getByRole('tab', { name: 'Benachrichtigungen' }).click();
      const byMail = page.getByLabel('Benachrichtigungen auch per E-Mail erhalten');
      expect(await byMail.isChecked()).toBe(true);
      await byMail.click();
      await page.getByText('Gespeichert', { exact: true }).waitFor();
      await expect.poll(() => byMail.isChecked()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.reload();
      await byMail.waitFor();
      expect(await byMail.isChecked()).toBe(false);
      await context.close();
    });
  }
});
