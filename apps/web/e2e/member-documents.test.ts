import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { animationsEnded, PHONE, screenshot, screenshotBothSchemes, useBrowser } from './support/browser';
import { clubFounder, invitedMember } from './support/identity';
import { heading } from './support/shell';

const MEDICAL = {
  name: 'Tauglichkeitszeugnis Klasse 2.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% Tauglichkeitszeugnis\n%%EOF\n'),
};

describe('member documents', () => {
  const chrome = useBrowser();

  it('an admin uploads a medical copy for a member, the member sees it on their membership, on a desktop and a phone', async () => {
    const founder = await clubFounder(chrome.browser, 'Vorstand Papiere', 'Luftsportverein Papiere');
    const clubId = founder.club.id;
    const member = await invitedMember(chrome.browser, founder.context, clubId, 'Martin Medical', ['member']);
    const admin = founder.page;

    await admin.goto(`/companies/${clubId}/memberships/${member.membershipId}`);
    await heading(admin, 'Martin Medical');
    await admin.getByRole('button', { name: 'Hochladen' }).click();
    const upload = admin.getByRole('dialog', { name: 'Dokument hochladen' });
    await upload.getByLabel('Gültig bis').fill('31.12.2030');
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await upload.getByText('Bitte eine Datei wählen.').waitFor();
    await upload.locator('input[type=file]').setInputFiles(MEDICAL);
    await upload.getByText(MEDICAL.name).waitFor();
    await expect.poll(() => upload.getByText('Bitte eine Datei wählen.').count()).toBe(0);
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await upload.waitFor({ state: 'detached' });
    const papers = admin.getByRole('list', { name: 'Dokumente' });
    await papers.getByText('Tauglichkeitszeugnis', { exact: true }).waitFor();
    await papers.getByText('gültig bis 31.12.2030').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'member-documents-admin-desktop-de');

    const { page } = member;
    await page.goto(`/companies/${clubId}/my-membership`);
    const own = page.getByRole('list', { name: 'Dokumente' });
    await own.getByText('gültig bis 31.12.2030').waitFor();
    const href = await own.getByRole('link', { name: MEDICAL.name }).getAttribute('href');
    const file = await page.request.get(href as string);
    expect(file.status()).toBe(200);
    expect(file.headers()).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'member-documents-member-desktop-de');

    // The same page at a phone's width: my membership does not ask for a phone's user agent.
    await page.setViewportSize(PHONE);
    await animationsEnded(page);
    await own.getByText('gültig bis 31.12.2030').waitFor();
    await screenshotBothSchemes(page, 'member-documents-member-phone-de', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
    for (const person of [founder, member]) await person.context.close();
  });
});
