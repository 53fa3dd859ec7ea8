import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, screenshot, signInByApi, useBrowser } from './support/browser';
import { registerByApi } from './support/identity';
import { heading } from './support/shell';

describe('a forgotten password', () => {
  const chrome = useBrowser();

  it('is reset by the link the outbox holds, and the new password signs in', async () => {
    const signup = await newPage(chrome.browser);
    const { email } = await registerByApi(signup.context, 'Vera Vergesslich');
    await signup.context.close();

    const { context, page } = await newPage(chrome.browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await heading(page, 'Passwort vergessen?');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByText('Wenn es ein Konto mit dieser Adresse gibt, ist der Link unterwegs.').waitFor();
    await screenshot(page, 'identity-forgot-desktop-de-light');

    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'super@demo.aero');
    await admin.page.goto('/admin');
    await heading(admin.page, 'Portalverwaltung');
    await admin.page.getByRole('tab', { name: 'Postausgang' }).click();
    const mail = admin.page.getByRole('button', { name: new RegExp(`^Passwort zurücksetzen An ${email.replace(/\./g, '\\.')}`) });
    await mail.click();
    const link = admin.page.getByRole('link', { name: /\/password\/reset\?token=/ });
    await link.waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'identity-outbox-desktop-de-light');
    const resetUrl = new URL((await link.getAttribute('href')) as string);
    expect(resetUrl.searchParams.get('email')).toBe(email);
    await admin.context.close();

    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await heading(page, 'Neues Passwort festlegen');
    await page.getByText(`Für ${email}`).waitFor();
    await page.getByLabel('Neues Passwort').fill('kurz');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Bitte gib mindestens 8 Zeichen ein').waitFor();
    await page.getByLabel('Neues Passwort').fill('wieder-da-2026');
    await page.getByLabel('Passwort wiederholen').fill('wieder-da-2026');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'identity-reset-desktop-de-light');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.').waitFor();
    await heading(page, 'Willkommen zurück!');

    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('wieder-da-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await heading(page, 'Hallo Vera!');
    await context.close();
  });

  it('says when a reset link was already used', async () => {
    const { context, page } = await newPage(chrome.browser);
    await page.goto('/password/reset?token=abgelaufen&email=niemand%40example.org');
    await page.getByLabel('Neues Passwort').fill('wieder-da-2026');
    await page.getByLabel('Passwort wiederholen').fill('wieder-da-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Dieser Link ist ungültig oder abgelaufen. Fordere bitte einen neuen an.').waitFor();
    await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).waitFor();
    await context.close();
  });
});
