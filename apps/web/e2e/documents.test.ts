import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { PHONE, screenshot, screenshotBothSchemes, useBrowser } from './support/browser';
import { clubFounder, invitedMember } from './support/identity';
import { heading, postAsApp, uploadAsApp } from './support/shell';

/** A small one-page PDF with a line of text, written by hand (the viewer rebuilds the cross-reference). */
function samplePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}

const MANUAL = { name: 'Betriebshandbuch.pdf', mimeType: 'application/pdf', buffer: samplePdf('Betriebshandbuch Flugbetrieb') };

describe('the document manager', () => {
  const chrome = useBrowser();

  it('an admin uploads a must-read document, a member confirms it, the admin sees who has read it', async () => {
    const founder = await clubFounder(chrome.browser, 'Vorstand Dokumente', 'Luftsportverein Ablage');
    const clubId = founder.club.id;
    const member = await invitedMember(chrome.browser, founder.context, clubId, 'Paula Pflichtlektüre', ['member']);
    const admin = founder.page;

    await admin.goto(`/companies/${clubId}/apps/company-document-manager`);
    await heading(admin, 'Dokumente');
    await admin.getByRole('button', { name: 'Neuer Ordner' }).click();
    const folderDialog = admin.getByRole('dialog', { name: 'Neuer Ordner' });
    await folderDialog.getByLabel('Name des Ordners').fill('Betriebshandbuch');
    await folderDialog.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Betriebshandbuch' }).waitFor();

    await admin.getByRole('button', { name: 'Hochladen' }).click();
    const upload = admin.getByRole('dialog', { name: 'Dokument hochladen' });
    await upload.locator('input[type=file]').setInputFiles(MANUAL);
    await upload.getByText('Betriebshandbuch.pdf').waitFor();
    await upload.getByLabel('Name').fill('Betriebshandbuch Flugbetrieb');
    await upload.getByLabel(/Pflichtlektüre/).check();
    await upload.getByRole('button', { name: 'Hochladen' }).click();
    await upload.waitFor({ state: 'detached' });
    const documents = admin.getByRole('list', { name: 'Dokumente' });
    await documents.getByText('Betriebshandbuch Flugbetrieb').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'documents-admin-desktop-de');

    // The member finds it in the "Bitte lesen" list, opens it and confirms.
    const { page } = member;
    await page.goto(`/companies/${clubId}/apps/company-document-manager`);
    const pleaseRead = page.getByRole('region', { name: 'Bitte lesen' });
    await pleaseRead.getByText('Betriebshandbuch Flugbetrieb').waitFor();
    await screenshot(page, 'documents-please-read-desktop-de');
    const served = page.waitForResponse((response) => response.url().endsWith('/versions/1/file'));
    await pleaseRead.getByRole('button', { name: 'Öffnen' }).click();
    const preview = page.getByRole('dialog', { name: 'Betriebshandbuch Flugbetrieb' });
    const file = await served;
    expect(file.headers()).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    await preview.locator('iframe').waitFor();
    await screenshot(page, 'documents-preview-desktop-de');
    await preview.getByRole('button', { name: 'Schließen' }).click();
    await pleaseRead.getByRole('button', { name: '„Betriebshandbuch Flugbetrieb“ als gelesen bestätigen' }).click();
    await pleaseRead.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Dokumente' }).getByText('Gelesen', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The admin sees who has read the current version.
    await admin.reload();
    await admin.getByRole('button', { name: 'Details zu Betriebshandbuch Flugbetrieb' }).click();
    const details = admin.getByRole('dialog', { name: 'Betriebshandbuch Flugbetrieb' });
    await details.getByText('1 von 2 Mitgliedern haben die aktuelle Version gelesen.').waitFor();
    await details.getByText('Paula Pflichtlektüre').waitFor();
    await details.getByText(/^Gelesen am/).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'documents-readers-desktop-de');

    for (const person of [founder, member]) await person.context.close();
  });

  it('fits a phone, light and dark, with the must-read list on top', async () => {
    const founder = await clubFounder(chrome.browser, 'Vorstand Telefonablage', 'Fliegerclub Telefonablage');
    const clubId = founder.club.id;
    const folders = `/api/companies/${clubId}/documentFolders`;
    const folder = (await (await postAsApp(founder.context, folders, { name: 'Gebührenordnung' })).json()) as {
      data: { id: number };
    };
    await postAsApp(founder.context, folders, { name: 'Protokolle' });
    const uploaded = await uploadAsApp(founder.context, `/api/documentFolders/${folder.data.id}/documents?must_read=true`, {
      ...MANUAL,
      name: 'Gebührenordnung 2026.pdf',
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    // The founder's own page at a phone's width: the document manager does not ask for a phone's user agent.
    const { page } = founder;
    await page.setViewportSize(PHONE);
    await page.goto(`/companies/${clubId}/apps/company-document-manager`);
    await page.getByRole('region', { name: 'Bitte lesen' }).getByText('Gebührenordnung 2026').waitFor();
    await page.getByRole('list', { name: 'Dokumente' }).getByText('Gebührenordnung 2026').waitFor();
    await screenshotBothSchemes(page, 'documents-phone-de', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);
    });
    await page.getByRole('button', { name: 'Details zu Gebührenordnung 2026' }).click();
    await page.getByRole('dialog', { name: 'Gebührenordnung 2026' }).getByText('Lesebestätigungen').waitFor();
    await screenshotBothSchemes(page, 'documents-details-phone-de');
    await founder.context.close();
  });
});
