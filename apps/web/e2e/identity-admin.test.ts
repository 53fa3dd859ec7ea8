import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, screenshot, signInByApi, useBrowser } from './support/browser';
import { applicant, approveByApi, CLUB } from './support/identity';
import { heading } from './support/shell';

describe('the portal administration', () => {
  const chrome = useBrowser();

  it('finds users, lists companies, reads the outbox and the audit log, and acts as a user', async () => {
    const newcomer = await applicant(chrome.browser, 'Alma Audit');
    await newcomer.context.close();
    await approveByApi(chrome.browser, newcomer.membershipId);

    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'super@demo.aero');
    await page.goto('/admin');
    await heading(page, 'Portalverwaltung');
    const users = page.getByRole('list', { name: 'Benutzer' });
    await page.getByLabel('Benutzer suchen').fill('demo.aero');
    await users.getByText('Jonas Pilot').waitFor();
    await page.getByLabel('Benutzer suchen').fill('oberhuber');
    await users.getByText('super@demo.aero').waitFor();
    await expect.poll(() => users.getByRole('listitem').count()).toBe(1);
    expect(await users.getByRole('button').count()).toBe(0);
    await page.getByLabel('Benutzer suchen').fill('nieundnimmer');
    await page.getByText('Niemand passt zu dieser Suche.').waitFor();

    await page.getByRole('tab', { name: 'Vereine' }).click();
    await page.getByRole('link', { name: new RegExp(CLUB) }).waitFor();
    await page.getByRole('link', { name: /Flugschule Bodensee GmbH/ }).waitFor();

    await page.getByRole('tab', { name: 'Postausgang' }).click();
    const subject = new RegExp(`^Mitgliedschaft bestätigt: ${CLUB} An ${newcomer.email}`);
    await page.getByRole('button', { name: subject }).click();
    await page.getByText(`deine Mitgliedschaft bei ${CLUB} wurde bestätigt.`).filter({ visible: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'identity-admin-outbox-desktop-de-light');

    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const log = page.getByRole('table', { name: 'Protokoll' });
    const approval = log
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Mitgliedschaft #${newcomer.membershipId}` }) });
    await approval.waitFor();
    expect(await approval.textContent()).toMatch(
      /Klaus Berger.*Mitgliedschaft bestätigt · Mitgliedschaft #\d+Status: Offen → Bestätigt/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'identity-admin-audit-desktop-de-light');

    await page.getByRole('tab', { name: 'Benutzer' }).click();
    await page.getByLabel('Benutzer suchen').fill('alma');
    await users.getByRole('button', { name: 'Als diese Person handeln: Alma Audit' }).click();
    await page.getByText('Du handelst jetzt als diese Person.').waitFor();
    await heading(page, 'Hallo Alma!');
    await page.getByText('Du handelst als Alma Audit.').waitFor();
    await page.getByRole('button', { name: 'Beenden' }).click();
    // The end is checked by its state (own identity back, banner gone, audited), not by its toast, which a busy
    // machine may show and hide before the check looks.
    await heading(page, 'Hallo Sabine!');
    await page.getByText('Du handelst als Alma Audit.').waitFor({ state: 'detached' });

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const onAlma = log.getByRole('row').filter({ hasText: new RegExp(`Benutzer #${newcomer.id}(?!\\d)`) });
    await onAlma.filter({ hasText: 'Handeln als Benutzer begonnen' }).waitFor();
    await onAlma.filter({ hasText: 'Handeln als Benutzer beendet' }).waitFor();
    await context.close();
  });

  it('shows the audit log in the dark theme', async () => {
    const newcomer = await applicant(chrome.browser, 'Dora Dunkel');
    await newcomer.context.close();
    await approveByApi(chrome.browser, newcomer.membershipId);
    const { context, page } = await newPage(chrome.browser, { colorScheme: 'dark' });
    await signInByApi(context, 'super@demo.aero');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    await page.getByRole('link', { name: `Mitgliedschaft #${newcomer.membershipId}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'identity-admin-audit-desktop-de-dark');
    await context.close();
  });

  it('keeps everyone else out', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await page.goto('/admin');
    await heading(page, 'Keine Berechtigung');
    await context.close();
  });
});
