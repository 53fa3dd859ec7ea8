import { describe, expect, it } from 'vitest';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { applicant, approveByApi, registerByApi } from './support/identity';
import { heading, postAsApp } from './support/shell';

describe('ending a membership', () => {
  const chrome = useBrowser();

  it('lets an admin suspend a member, lift it, and remove them, each after asking', async () => {
    const member = await applicant(chrome.browser, 'Sven Sperrung');
    await member.context.close();
    await approveByApi(chrome.browser, member.membershipId);
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${member.clubId}/memberships/${member.membershipId}`);
    await heading(page, 'Sven Sperrung');

    await page.getByRole('button', { name: 'Sperren' }).click();
    const asking = page.getByRole('dialog', { name: 'Sven Sperrung sperren?' });
    await asking.waitFor();
    await screenshot(page, 'membership-suspend-desktop-de');
    await asking.getByRole('button', { name: 'Sperren' }).click();
    await page.getByText('Sven Sperrung ist gesperrt.').waitFor();
    await page.getByText('Gesperrt', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sperre aufheben' }).click();
    await page.getByText('Die Sperre von Sven Sperrung ist aufgehoben.').waitFor();
    await page.getByText('Bestätigt', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Entfernen' }).click();
    const removing = page.getByRole('dialog', { name: 'Sven Sperrung aus dem Verein entfernen?' });
    await removing.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByText('Sven Sperrung ist nicht mehr Mitglied.').waitFor();
    await page.getByText('Ausgetreten', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Entfernen' }).count()).toBe(0);
    await screenshot(page, 'membership-removed-desktop-de');
    await context.close();
  });

  it('lets a member leave the club on a phone', async () => {
    const member = await applicant(chrome.browser, 'Lea Austritt');
    await approveByApi(chrome.browser, member.membershipId);
    await member.page.setViewportSize(PHONE);
    await member.page.goto(`/companies/${member.clubId}/my-membership`);
    await member.page.getByRole('button', { name: 'Austreten' }).click();
    const asking = member.page.getByRole('dialog', { name: 'Aus Luftsportverein Hohenlohe e. V. austreten?' });
    await asking.waitFor();
    await screenshot(member.page, 'membership-leave-phone-de');
    await asking.getByRole('button', { name: 'Austreten' }).click();
    await member.page.getByText('Du bist aus Luftsportverein Hohenlohe e. V. ausgetreten.').waitFor();
    await heading(member.page, 'Vereine und Flugschulen');
    const mine = await member.context.request.get(`/api/memberships/${member.membershipId}`);
    expect(((await mine.json()) as { data: { status: string } }).data.status).toBe('left');
    await member.context.close();
  });

  it("keeps a company's last admin, with a clear message", async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await registerByApi(context, 'Ada Alleinadmin');
    const created = await postAsApp(context, '/api/companies', {
      name: 'Segelflug Einzelkämpfer',
      kind: 'club',
      country: 'DE',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
    });
    expect(created.status(), await created.text()).toBe(201);
    const companyId = ((await created.json()) as { data: { id: number } }).data.id;
    await page.goto(`/companies/${companyId}/my-membership`);
    await page.getByRole('button', { name: 'Austreten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Austreten' }).click();
    await page.getByText('Ein Verein braucht mindestens eine Verwaltung', { exact: false }).waitFor();
    await screenshot(page, 'membership-last-admin-phone-de');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByText('Bestätigt', { exact: true }).waitFor();
    await context.close();
  });
});
