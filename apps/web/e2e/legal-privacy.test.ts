import type { PrivacyNotice } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, inEachLook, type Look, newPage, PHONE, screenshot, useBrowser } from './support/browser';
import { heading } from './support/shell';

/** What an operator who has filled in every value would answer: the server's own notice, completed. */
async function answerAsConfigured(page: Page) {
  await page.route('**/api/privacy', async (route) => {
    const { data } = (await (await route.fetch()).json()) as { data: PrivacyNotice };
    const configured: PrivacyNotice = {
      ...data,
      data_protection_officer: { name: 'Datenschutz Süd GmbH', email: 'dsb@datenschutz-sued.example' },
      recipients: { hosting: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen', mail: null, sends_mail: false },
      supervisory_authority: {
        name: 'Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg',
        address: 'Lautenschlagerstraße 20, 70173 Stuttgart',
        url: 'https://www.baden-wuerttemberg.datenschutz.de',
      },
      missing: [],
    };
    await route.fulfill({ json: { data: configured } });
  });
}

/** Desktop in light, then phone in dark (the page asks for no phone's user agent). */
const LOOKS: readonly Look[] = [
  ['desktop', DESKTOP, 'light'],
  ['phone', PHONE, 'dark'],
];

describe('the privacy page (Art. 13 GDPR)', () => {
  const chrome = useBrowser();

  it('names what the operator still has to fill in (desktop, light and phone, dark)', async () => {
    const { context, page } = await newPage(chrome.browser);
    await page.goto('/legal/privacy');
    await inEachLook(page, LOOKS, async (look) => {
      await heading(page, 'Datenschutz');
      const alert = page.getByRole('alert').filter({ hasText: 'Diese Datenschutzerklärung ist noch unvollständig' });
      await alert.getByText('Hosting-Anbieter mit Anschrift (PRIVACY_HOSTING_PROVIDER)').waitFor();
      await alert.getByText('Name der zuständigen Datenschutz-Aufsichtsbehörde (PRIVACY_AUTHORITY_NAME)').waitFor();
      await alert.getByText('(PRIVACY_AUTHORITY_ADDRESS)').waitFor();
      await page.getByText('Hosting: [fehlt: PRIVACY_HOSTING_PROVIDER]').waitFor();
      await page.getByText(/Flugportal e\. V\. \(Demo\)/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `legal-privacy-incomplete-${look}`);
    });
    await context.close();
  });

  it('shows the complete notice once everything is configured (desktop, light and phone, dark)', async () => {
    const { context, page } = await newPage(chrome.browser);
    await answerAsConfigured(page);
    await page.goto('/legal/privacy');
    await inEachLook(page, LOOKS, async (look) => {
      await heading(page, 'Datenschutz');
      for (const section of [
        'Verantwortlicher',
        'Datenschutzbeauftragter',
        'Zwecke und Rechtsgrundlagen',
        'Empfänger',
        'Übermittlung in Drittländer',
        'Speicherdauer',
        'Deine Rechte',
        'Beschwerderecht bei einer Aufsichtsbehörde',
      ]) {
        await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
      }
      await page.getByText(/Vertrag \(Art\. 6 Abs\. 1 lit\. b DSGVO\)/).waitFor();
      await page.getByText(/Rechtliche Pflicht \(Art\. 6 Abs\. 1 lit\. c DSGVO\)/).waitFor();
      await page.getByText(/Berechtigtes Interesse \(Art\. 6 Abs\. 1 lit\. f DSGVO\)/).waitFor();
      await page.getByText(/Derzeit verarbeiten wir keine Daten auf Grundlage einer Einwilligung/).waitFor();
      await page.getByText(/10 Jahre ab Ende des Kalenderjahres.*§ 147 AO/).waitFor();
      await page.getByText(/nach 14 Tagen ohne Nutzung/).waitFor();
      await page.getByText('Wir übermitteln keine Daten in Länder außerhalb der EU und des EWR.').waitFor();
      await page.getByText(/Lautenschlagerstraße 20, 70173 Stuttgart/).waitFor();
      expect(await page.getByText('Diese Datenschutzerklärung ist noch unvollständig').count()).toBe(0);
      expect(await page.getByText(/\[fehlt:/).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `legal-privacy-${look}`);
      await page.getByRole('heading', { name: 'Speicherdauer' }).scrollIntoViewIfNeeded();
      await screenshot(page, `legal-privacy-retention-${look}`);
    });
    await context.close();
  });

  it('reads in English and Norwegian', async () => {
    const { context, page } = await newPage(chrome.browser);
    await page.goto('/en/legal/privacy');
    await heading(page, 'Privacy');
    await page.getByText(/Contract \(Art\. 6\(1\)\(b\) GDPR\)/).waitFor();
    await page.getByRole('heading', { name: 'Right to complain to a supervisory authority' }).waitFor();
    await page.getByText('This privacy notice is not complete yet').waitFor();
    await page.goto('/no/legal/privacy');
    await heading(page, 'Personvern');
    await page.getByText(/Avtale \(GDPR art\. 6 nr\. 1 bokstav b\)/).waitFor();
    await page.getByRole('heading', { name: 'Rett til å klage til en tilsynsmyndighet' }).waitFor();
    await screenshot(page, 'legal-privacy-desktop-no-light');
    await context.close();
  });
});
