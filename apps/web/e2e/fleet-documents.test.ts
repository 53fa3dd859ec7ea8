import type { BrowserContext, FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { berlinDay, germanDate } from './support/booking';
import { baseUrl, DESKTOP, newPage, PHONE, screenshot, showInScheme, signInByApi, useBrowser } from './support/browser';
import { airplaneWithUpkeep, plainText, toastsGone } from './support/fleet';
import { deleteAsApp, heading, postAsApp, toasts } from './support/shell';

/** A one-page PDF saying `text` (ASCII), with a correct cross-reference table, made here so the test needs no file. */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PDF = { name: 'arc-2026.pdf', mimeType: 'application/pdf', buffer: tinyPdf('ARC D-E 2026') };
const NOTE = { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Bitte ARC bis Juni verlängern.\n') };
/** A web page that calls itself a PDF: only the server, which reads the first bytes, can tell. */
const FAKE_PDF = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>kein PDF</body></html>') };

/** The headers the web app sends with an unsafe call, for the writes the helpers have none for. */
async function appHeaders(context: BrowserContext) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(xsrf), origin: baseUrl(), accept: 'application/json' };
}

const documentsList = (page: Page) => page.getByRole('list', { name: 'Dokumente', exact: true });
const documentRow = (page: Page, title: string) =>
  documentsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
const lightOf = (row: ReturnType<typeof documentRow>) => row.locator('[data-light]');

interface ListedDocument {
  id: number;
  title: string;
  file_url: string | null;
  light: string;
}

async function listedDocuments(context: BrowserContext, airplaneId: number): Promise<ListedDocument[]> {
  const response = await context.request.get(`/api/airplanes/${airplaneId}/documents`, {
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ListedDocument[] }).data;
}

/** Adds a paper through the API as the signed-in admin and attaches the PDF to it. */
async function paperWithPdf(context: BrowserContext, airplaneId: number, paper: Record<string, unknown>) {
  const added = await postAsApp(context, `/api/airplanes/${airplaneId}/documents`, paper);
  expect(added.status(), await added.text()).toBe(201);
  const { id } = ((await added.json()) as { data: ListedDocument }).data;
  const uploaded = await context.request.post(`/api/airplaneDocuments/${id}/file`, {
    multipart: { file: PDF },
    headers: await appHeaders(context),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return { id, fileUrl: ((await uploaded.json()) as { data: ListedDocument }).data.file_url ?? '' };
}

describe('the aircraft document manager', () => {
  const chrome = useBrowser();
  const documentsPath = (plane: { clubId: number; id: number }) =>
    `/companies/${plane.clubId}/airplanes/${plane.id}/airplaneDocumentManager`;

  it('lets an admin add a paper: a file of the wrong type is refused on its field, a PDF is kept and opens', async () => {
    // Each test has its own aircraft, which comes with an insurance running out in ten days.
    const plane = await airplaneWithUpkeep(chrome.browser);
    const { context, page } = await newPage(chrome.browser);
    // Listening from the start: switching the interception on races with a key press right after it.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(documentsPath(plane));
    await heading(page, plane.registration);
    await page.getByRole('tab', { name: 'Dokumente', selected: true }).waitFor();
    const insurance = documentRow(page, 'Haftpflichtversicherung');
    await insurance.waitFor();
    expect(await plainText(lightOf(insurance))).toBe('Gelb: noch 10 Tage gültig');

    await page.getByRole('button', { name: 'Dokument hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokument hinzufügen' });
    expect(await dialog.getByRole('combobox', { name: 'Art' }).textContent()).toBe('Prüfbescheinigung Lufttüchtigkeit (ARC)');
    await dialog.getByLabel('Bezeichnung').fill('ARC 2026');
    await dialog.getByLabel('Gültig bis').fill(germanDate(berlinDay(200)));
    const fileInput = dialog.locator('input[type=file]');
    await fileInput.setInputFiles(NOTE);
    const refusal = 'Wähle ein PDF oder ein Bild (JPEG, PNG, WebP).';
    await dialog.getByText(refusal).waitFor();
    // The button that opens the file dialog (the input itself is hidden) is described by the refusal.
    const picker = dialog.getByRole('button', { name: 'Andere Datei wählen' });
    expect(await page.locator(`[id="${await picker.getAttribute('aria-describedby')}"]`).textContent()).toBe(refusal);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-documents-refused-desktop-de-light');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    // Sonner's toasts live beside the dialog, which hides the rest of the page from the accessibility tree.
    await page.locator('[data-sonner-toast]').filter({ hasText: refusal }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect((await listedDocuments(context, plane.id)).map((document) => document.title)).toEqual(['Haftpflichtversicherung']);

    // The file dialog opens from the keyboard too.
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length, { timeout: 10_000 }).toBe(1);
    const chooser = choosers[0] as FileChooser;
    expect(await chooser.element().getAttribute('accept')).toBe('application/pdf,image/jpeg,image/png,image/webp');
    await chooser.setFiles(PDF);
    await dialog.getByText('arc-2026.pdf').waitFor();
    await dialog.getByText(refusal).waitFor({ state: 'detached' });
    await dialog.getByText('PDF bis 10 MB oder ein Foto (JPEG, PNG, WebP) bis 5 MB.').waitFor();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    const arc = documentRow(page, 'ARC 2026');
    await arc.getByRole('link', { name: 'Datei öffnen' }).waitFor();
    expect(await plainText(arc)).toContain(
      `Prüfbescheinigung Lufttüchtigkeit (ARC) · gültig bis ${germanDate(berlinDay(200))} · Datei öffnen`,
    );
    expect(await plainText(lightOf(arc))).toBe('Grün: noch 200 Tage gültig');
    // The paper running out first stands first.
    expect(await documentsList(page).getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Haftpflichtversicherung'),
      expect.stringContaining('ARC 2026'),
    ]);
    await toastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-documents-desktop-de-light');

    // The link opens the stored file itself in a new tab, as a PDF.
    const link = arc.getByRole('link', { name: 'Datei öffnen' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/files\/\d+$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [opened] = await Promise.all([
      context.waitForEvent('response', (response) => new URL(response.url()).pathname === href),
      link.click(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    const file = await context.request.get(href);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toMatch(/^inline; filename="file-\d+\.pdf"$/);
    expect(Buffer.compare(await file.body(), PDF.buffer)).toBe(0);
    await context.close();
  });

  it('lets an admin change a paper (a file the server refuses leaves the old one) and delete it with its file', async () => {
    const plane = await airplaneWithUpkeep(chrome.browser);
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const arc = await paperWithPdf(context, plane.id, {
      kind: 'airworthiness_review',
      title: 'ARC 2026',
      expires_on: berlinDay(200),
    });
    const href = arc.fileUrl;
    await page.goto(documentsPath(plane));
    await heading(page, plane.registration);
    await documentRow(page, 'ARC 2026').waitFor();

    // A file that only claims to be a PDF is refused by the server on the field "file"; the paper keeps its file.
    const refused = await context.request.post(`/api/airplaneDocuments/${arc.id}/file`, {
      multipart: { file: FAKE_PDF },
      headers: await appHeaders(context),
    });
    expect(refused.status()).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['file']);
    await page.getByRole('button', { name: 'ARC 2026 ändern' }).click();
    const edit = page.getByRole('dialog', { name: 'Dokument ändern' });
    expect(await edit.getByLabel('Bezeichnung').inputValue()).toBe('ARC 2026');
    expect(await edit.getByLabel('Gültig bis').inputValue()).toBe(germanDate(berlinDay(200)));
    await edit.getByText('Die bisherige Datei bleibt, bis du eine andere wählst.').waitFor();
    await edit.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Sonstiges' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await edit.getByLabel('Bezeichnung').fill('Wägebericht');
    await edit.getByLabel('Gültig bis').fill(germanDate(berlinDay(-3)));
    await edit.locator('input[type=file]').setInputFiles(FAKE_PDF);
    await edit.getByText('scan.pdf').waitFor();
    // On a phone the dialog fills the screen.
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-documents-edit-phone-de-light');
    await page.setViewportSize(DESKTOP);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await toasts(page).filter({ hasText: 'Das Dokument ist gespeichert, die Datei aber nicht.' }).waitFor();
    const weighing = documentRow(page, 'Wägebericht');
    await weighing.waitFor();
    expect(await plainText(lightOf(weighing))).toBe('Rot: seit 3 Tagen abgelaufen');
    expect(await plainText(weighing)).toContain(`Sonstiges · gültig bis ${germanDate(berlinDay(-3))} · Datei öffnen`);
    expect(await weighing.getByRole('link', { name: 'Datei öffnen' }).getAttribute('href')).toBe(href);
    expect(await documentsList(page).getByRole('listitem').first().textContent()).toContain('Wägebericht');

    // Expired and expiring papers are warned about on the status tab.
    await page.getByRole('tab', { name: 'Status' }).click();
    const expiring = page.getByRole('list', { name: 'Ablaufende Dokumente' });
    await expiring.getByText('Wägebericht').waitFor();
    expect(await expiring.locator('[data-light]').evaluateAll((chips) => chips.map((chip) => chip.textContent))).toEqual([
      'Rot: seit 3 Tagen abgelaufen',
      'Gelb: noch 10 Tage gültig',
    ]);
    await page.getByRole('link', { name: 'Alle Dokumente' }).click();

    await page.getByRole('button', { name: 'Wägebericht löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dokument löschen?' });
    await confirm.getByText('„Wägebericht“ wird gelöscht.').waitFor();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await confirm.waitFor({ state: 'detached' });
    await weighing.waitFor({ state: 'detached' });
    expect(await documentsList(page).getByRole('listitem').count()).toBe(1);
    // The file goes with its paper.
    expect((await context.request.get(href)).status()).toBe(404);
    await context.close();
  });

  it('shows a member the papers to read, not to change, on a desktop and a phone (light and dark)', async () => {
    const plane = await airplaneWithUpkeep(chrome.browser);
    const admin = await newPage(chrome.browser);
    await signInByApi(admin.context, 'admin@demo.aero');
    const paper = await paperWithPdf(admin.context, plane.id, {
      kind: 'radio_licence',
      title: 'Frequenzzuteilung',
      expires_on: null,
    });
    const fileUrl = paper.fileUrl;
    await admin.context.close();

    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'pilot@demo.aero');
    await page.goto(documentsPath(plane));
    await heading(page, plane.registration);
    const radio = documentRow(page, 'Frequenzzuteilung');
    await radio.waitFor();
    expect(await plainText(lightOf(radio))).toBe('Grün: unbefristet');
    expect(await radio.getByRole('link', { name: 'Datei öffnen' }).getAttribute('href')).toBe(fileUrl);
    expect(await plainText(lightOf(documentRow(page, 'Haftpflichtversicherung')))).toBe('Gelb: noch 10 Tage gültig');
    expect(await page.getByRole('button', { name: 'Dokument hinzufügen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /ändern$|löschen$/ }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Einstellungen' }).count()).toBe(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await showInScheme(page, colorScheme);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fleet-documents-member-desktop-de-${colorScheme}`);
      await page.setViewportSize(PHONE);
      await radio.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fleet-documents-member-phone-de-${colorScheme}`);
      await page.setViewportSize(DESKTOP);
    }

    // The member may read the file, but the API refuses every change.
    const file = await context.request.get(fileUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const refusals = [
      await postAsApp(context, `/api/airplanes/${plane.id}/documents`, { kind: 'other', title: 'Heimlich' }),
      await context.request.patch(`/api/airplaneDocuments/${paper.id}`, {
        data: { title: 'Umbenannt' },
        headers: await appHeaders(context),
      }),
      await context.request.post(`/api/airplaneDocuments/${paper.id}/file`, {
        multipart: { file: PDF },
        headers: await appHeaders(context),
      }),
      await deleteAsApp(context, `/api/airplaneDocuments/${paper.id}/file`),
      await deleteAsApp(context, `/api/airplaneDocuments/${paper.id}`),
    ];
    expect(refusals.map((response) => response.status())).toEqual([403, 403, 403, 403, 403]);
    const after = (await listedDocuments(context, plane.id)).find((document) => document.id === paper.id);
    expect(after).toMatchObject({ title: 'Frequenzzuteilung', file_url: fileUrl });
    await context.close();
  });
});
