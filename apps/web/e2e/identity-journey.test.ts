import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { CLUB, registerByApi, uniqueEmail, verificationPath } from './support/identity';
import { demoClubId, heading } from './support/shell';

describe('a newcomer joins the club', () => {
  const chrome = useBrowser();

  for (const [width, viewport, name, scheme] of [
    ['desktop', DESKTOP, 'Nora Neumann', 'light'],
    ['phone', PHONE, 'Paul Petersen', 'dark'],
  ] as const) {
    it(`signs up, verifies the address, asks to join, is approved by the admin and then sees the club (${width}, ${scheme})`, async () => {
      const first = name.split(' ')[0] as string;
      const newcomer = await newPage(chrome.browser, { viewport, colorScheme: scheme });
      const { page } = newcomer;
      await page.goto('/register');
      await heading(page, 'Konto erstellen');
      await page.getByRole('button', { name: 'Registrieren' }).click();
      await page.getByText('Dieses Feld ist erforderlich').first().waitFor();
      await page.getByLabel('Vor- und Nachname').fill(name);
      const email = uniqueEmail(name);
      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByLabel('Passwort', { exact: true }).fill('neu-im-verein-2026');
      await page.getByLabel('Passwort wiederholen').fill('neu-im-verein-2027');
      await page.getByRole('button', { name: 'Registrieren' }).click();
      await page.getByText('Die Passwörter stimmen nicht überein').waitFor();
      await page.getByLabel('Passwort wiederholen').fill('neu-im-verein-2026');
      await screenshot(page, `identity-register-${width}-de-${scheme}`);
      await page.getByRole('button', { name: 'Registrieren' }).click();
      await heading(page, `Hallo ${first}!`);

      const notice = page.getByRole('status').filter({ hasText: 'Bitte bestätige deine E-Mail-Adresse' });
      await notice.getByRole('button', { name: 'Link erneut senden' }).click();
      await page.getByText('Wir haben dir einen neuen Link geschickt.').waitFor();
      await page.goto(await verificationPath(chrome.browser, email));
      await heading(page, 'E-Mail-Adresse bestätigen');
      await page.getByText('Danke! Deine E-Mail-Adresse ist bestätigt.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-verify-email-${width}-de-${scheme}`);
      await page.getByRole('link', { name: 'Zur Übersicht' }).click();
      await heading(page, `Hallo ${first}!`);
      await expect.poll(() => notice.count()).toBe(0);

      await page.getByRole('link', { name: 'Verein finden' }).click();
      await heading(page, 'Vereine und Flugschulen');
      await page.getByText('Du bist noch in keinem Verein.').waitFor();
      await page.getByLabel('Name oder Ort').fill('hohenlohe');
      const results = page.getByRole('list', { name: 'Gefundene Vereine' });
      await results.getByText(CLUB).waitFor();
      await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
      await results.getByRole('button', { name: `Beitritt anfragen: ${CLUB}` }).click();
      await page.getByText(`Deine Anfrage an ${CLUB} ist unterwegs.`).waitFor();
      await results.getByText('Anfrage offen').waitFor();
      await page
        .getByRole('link', { name: new RegExp(CLUB) })
        .getByText('Anfrage offen')
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-companies-${width}-de-${scheme}`);
      await page.getByRole('link', { name: new RegExp(CLUB) }).click();
      await heading(page, CLUB);
      await page.getByText('Deine Beitrittsanfrage ist offen.').waitFor();
      await page.getByRole('link', { name: 'Zu den Vereinen' }).click();
      await heading(page, 'Vereine und Flugschulen');

      const admin = await newPage(chrome.browser, { viewport, colorScheme: scheme });
      await signInByApi(admin.context, 'admin@demo.aero');
      const clubId = await demoClubId(admin.context);
      await admin.page.goto(`/companies/${clubId}/admin/memberships`);
      await heading(admin.page, 'Mitgliedschaften');
      // Open requests come first, above the members, with approve and decline right there.
      const requests = admin.page.getByRole('region', { name: /offene Beitrittsanfrage/ });
      await requests.getByRole('link', { name }).waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, `identity-approve-${width}-de-${scheme}`);
      await requests.getByRole('button', { name: `Bestätigen: ${name}` }).click();
      await admin.page.getByText(`${name} ist jetzt Mitglied.`).waitFor();
      await expect.poll(() => admin.page.getByRole('button', { name: `Bestätigen: ${name}` }).count()).toBe(0);
      await admin.context.close();

      await page.reload();
      const bell = page.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
      await bell.click();
      const inbox = page.getByRole('dialog', { name: 'Benachrichtigungen' });
      const approval = inbox.getByRole('button', {
        name: new RegExp(`Deine Mitgliedschaft bei ${CLUB} wurde bestätigt\\..*ungelesen`),
      });
      await approval.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-notifications-${width}-de-${scheme}`);
      await approval.click();
      await heading(page, CLUB);
      await page.getByRole('button', { name: 'Benachrichtigungen, 0 ungelesen' }).waitFor();
      await page.getByRole('heading', { name: 'Deine Rollen' }).waitFor();
      await page.getByText('Mitglied', { exact: true }).waitFor();
      await page.getByRole('button', { name: `Aktiver Verein: ${CLUB}` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-company-${width}-de-${scheme}`);
      await newcomer.context.close();
    });
  }

  it('creates a club and becomes its admin', async () => {
    const { context, page } = await newPage(chrome.browser);
    await registerByApi(context, 'Greta Gründer');
    await page.goto('/companies');
    await heading(page, 'Vereine und Flugschulen');
    await page.getByRole('link', { name: 'Verein anlegen' }).click();
    await heading(page, 'Verein oder Flugschule anlegen');
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Dieses Feld ist erforderlich').waitFor();
    await page.getByLabel('Name').fill('Segelfluggruppe Albtrauf');
    await page.getByLabel('Ort').fill('Hahnweide');
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse');
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Bitte gib eine gültige E-Mail-Adresse ein').waitFor();
    await page.getByLabel('E-Mail-Adresse').fill('info@sfg-albtrauf.example');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'identity-company-create-desktop-de-light');
    await page.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Segelfluggruppe Albtrauf wurde angelegt.').waitFor();
    await heading(page, 'Segelfluggruppe Albtrauf');
    await page.getByText('Verwaltung', { exact: true }).first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Mitgliedschaften' }).click();
    await heading(page, 'Mitgliedschaften');
    await page.getByRole('link', { name: 'Greta Gründer' }).waitFor();
    await context.close();
  });
});
