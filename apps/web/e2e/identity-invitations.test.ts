import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { CLUB, registerByApi, verifyByApi } from './support/identity';
import { demoClubId, heading, postAsApp } from './support/shell';

describe('an invited person answers the invitation', () => {
  const chrome = useBrowser();

  for (const [width, viewport, name, verifiedFirst] of [
    ['desktop', DESKTOP, 'Ida Eingeladen', true],
    ['phone', PHONE, 'Ole Ohnebestätigung', false],
  ] as const) {
    it(`sees it on the dashboard and in the bell and accepts it (${width}${verifiedFirst ? '' : ', after verifying'})`, async () => {
      const first = name.split(' ')[0] as string;
      const { context, page } = await newPage(chrome.browser, { viewport });
      const person = await registerByApi(context, name);
      if (verifiedFirst) await verifyByApi(chrome.browser, context, person.email);

      const admin = await newPage(chrome.browser);
      await signInByApi(admin.context, 'admin@demo.aero');
      const clubId = await demoClubId(admin.context);
      const invited = await postAsApp(admin.context, `/api/companies/${clubId}/memberships/newCustomer`, {
        email: person.email,
        name,
        roles: ['student'],
      });
      expect(invited.status(), await invited.text()).toBe(201);
      await admin.context.close();

      await page.goto('/');
      await heading(page, `Hallo ${first}!`);
      const card = page.getByRole('region', { name: 'Eine Einladung wartet auf dich' });
      await card.getByText(CLUB).waitFor();
      await card.getByText('Rollen: Flugschüler').waitFor();
      await page.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }).click();
      const inbox = page.getByRole('dialog', { name: 'Benachrichtigungen' });
      await inbox.getByText(`${CLUB} lädt dich als Mitglied ein.`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-invitation-bell-${width}-de-light`);
      await page.keyboard.press('Escape');

      if (!verifiedFirst) {
        await page.getByRole('status').filter({ hasText: 'Bitte bestätige deine E-Mail-Adresse' }).waitFor();
        await card.getByRole('button', { name: 'Annehmen' }).click();
        await page.getByText('Bitte bestätige zuerst deine E-Mail-Adresse.').waitFor();
        await screenshot(page, `identity-invitation-unverified-${width}-de-light`);
        await verifyByApi(chrome.browser, context, person.email);
        await page.reload();
        await heading(page, `Hallo ${first}!`);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `identity-invitation-${width}-de-light`);
      await card.getByRole('button', { name: 'Annehmen' }).click();
      await page.getByText(`Willkommen bei ${CLUB}!`).waitFor();
      await card.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Aktiver Verein: ${CLUB}` }).waitFor();
      await screenshot(page, `identity-invitation-accepted-${width}-de-light`);
      await context.close();
    });
  }

  it('says so when a verification link is broken or expired, to a guest too (phone)', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await page.goto(`/email/verify/1/${'a'.repeat(64)}?expires=1&signature=${'b'.repeat(64)}`);
    await heading(page, 'E-Mail-Adresse bestätigen');
    await page.getByText('Dieser Bestätigungslink ist ungültig oder abgelaufen.').waitFor();
    await page.getByRole('link', { name: 'Zur Anmeldung' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'identity-verify-email-failed-phone-de-light');
    await context.close();
  });
});
