import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, inEachLook, type Look, newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { memberWithFlight } from './support/invoices';
import { demoClubId, heading, ownClub, postAsApp, putAsApp } from './support/shell';

/** A month of its own, long past: the run bills only this file's two flights (invoices.test.ts bills March). */
const MONTH = { typedFrom: '01.04.2021', typedTo: '30.04.2021' };

/** Today as a German types it, where the demo club is. */
const todayTyped = () =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );

/** The text of a file the page downloaded (the connected browser streams it over). */
async function downloaded(download: Download, encoding: BufferEncoding = 'utf8'): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString(encoding);
}

/** Clicks what starts a download and waits for the file. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

/** The number of the issued invoice of a member, as accounting's list finds it. */
async function invoiceNumberOf(page: Page, clubId: number, name: string): Promise<string> {
  const response = await page.context().request.get(`/api/companies/${clubId}/invoices?search=${encodeURIComponent(name)}`, {
    headers: { accept: 'application/json' },
  });
  const { data } = (await response.json()) as { data: { number: string | null }[] };
  const number = data[0]?.number;
  if (!number) throw new Error(`no issued invoice of ${name}`);
  return number;
}

/**
 * Shows the page as a phone in light and as a desktop in dark; in each, once `ready` is, checks that it fits and
 * passes axe, and screenshots it (`<name>-<width>-de-<scheme>`).
 */
function checkInEachLook(page: Page, name: string, ready: () => Promise<void>) {
  const looks: readonly Look[] = [
    ['phone', PHONE, 'light'],
    ['desktop', DESKTOP, 'dark'],
  ];
  return inEachLook(page, looks, async (look, viewport) => {
    await ready();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${name}-${look}`);
  });
}

describe('the month end in one afternoon: invoices, a payment, a SEPA collection and the DATEV export', () => {
  const chrome = useBrowser();

  it('runs, issues, opens the PDF, records a payment, collects by direct debit and exports DATEV, in German', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const payer = await memberWithFlight(chrome.browser, context, '2021-04-12', 'Monatsende');
    const debtor = await memberWithFlight(chrome.browser, context, '2021-04-19', 'Lastschrift');
    const clubId = payer.clubId;
    // The second member gives a mandate (accounting enters it; the mandate card has its own test).
    const mandate = await putAsApp(context, `/api/memberships/${debtor.membershipId}/sepa-mandate`, {
      reference: `E2E-${debtor.membershipId}`,
      signed_on: '2021-01-15',
      account_holder: debtor.name,
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: null,
    });
    expect(mandate.status(), await mandate.text()).toBe(200);

    // The run: preview, then issue all.
    await page.goto(`/companies/${clubId}/accounting/invoices`);
    await heading(page, 'Buchhaltung: Rechnungen');
    await page.getByRole('button', { name: 'Rechnungslauf' }).click();
    const runDialog = page.getByRole('dialog', { name: 'Rechnungslauf' });
    await runDialog.getByRole('textbox', { name: 'Von' }).fill(MONTH.typedFrom);
    await runDialog.getByRole('textbox', { name: 'Bis' }).fill(MONTH.typedTo);
    await runDialog.getByRole('button', { name: 'Vorschau' }).click();
    const preview = runDialog.getByRole('table', { name: 'Vorschau des Rechnungslaufs' });
    for (const member of [payer, debtor]) {
      await preview
        .getByRole('row', { name: new RegExp(member.name) })
        .getByText('131,00 €')
        .waitFor();
    }
    await runDialog.getByRole('button', { name: 'Alle 2 Rechnungen ausstellen' }).click();
    await page.getByText('2 Rechnungen ausgestellt.').waitFor();

    // One invoice: its PDF, then a transfer that pays it.
    await page.getByRole('textbox', { name: 'Nummer oder Empfänger' }).fill(payer.name);
    const table = page.getByRole('table', { name: 'Rechnungen' });
    const row = table.getByRole('row', { name: new RegExp(payer.name) });
    await row.getByText('Offen').last().waitFor();
    // The payer's row can show before the search has narrowed the list; a click while the narrowed
    // list replaces the rows lands on nothing. Click once only the payer's invoice is listed.
    await expect
      .poll(async () => (await table.getByRole('row').allInnerTexts()).slice(1).every((text) => text.includes(payer.name)))
      .toBe(true);
    await row.getByRole('link').click();
    await heading(page, /^Rechnung \d{4}-\d{5}$/);
    const pdfHref = await page.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href');
    expect(pdfHref).toMatch(/^\/api\/invoices\/\d+\/pdf$/);
    const pdf = await context.request.get(pdfHref as string);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
    const payment = page.getByRole('dialog', { name: 'Zahlung erfassen' });
    await expect.poll(() => payment.getByRole('textbox', { name: 'Betrag' }).inputValue()).toBe('131,00');
    await payment.getByRole('textbox', { name: 'Zahlungseingang am' }).fill(todayTyped());
    await payment.getByRole('button', { name: 'Zahlung buchen' }).click();
    await page.getByText('Zahlung über 131,00 € gebucht.').waitFor();
    // The state's chip, not the tile of the paid amount that is labelled alike.
    await page.locator('.MuiChip-root', { hasText: /^Bezahlt$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Zahlung erfassen' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'month-end-paid-desktop-de');

    // A direct debit run of the other member's invoice only (the demo's open invoices stay out of it).
    const debtorNumber = await invoiceNumberOf(page, clubId, debtor.name);
    await page.goto(`/companies/${clubId}/accounting/invoices`);
    await heading(page, 'Buchhaltung: Rechnungen');
    await page.getByRole('tab', { name: 'Lastschriften' }).click();
    await page.getByRole('button', { name: 'Lastschrifteinzug anlegen' }).click();
    const create = page.getByRole('dialog', { name: 'Lastschrifteinzug anlegen' });
    const candidates = create.getByRole('table', { name: 'Offene Rechnungen mit Mandat' });
    const own = candidates.getByRole('checkbox', { name: `Rechnung ${debtorNumber} von ${debtor.name} einziehen` });
    await own.waitFor();
    expect(await own.isChecked()).toBe(true);
    const all = candidates.getByRole('checkbox', { name: 'Alle Rechnungen auswählen' });
    expect(await all.isChecked()).toBe(true);
    await all.click();
    expect(await own.isChecked()).toBe(false);
    await own.click();
    expect(await create.getByRole('textbox', { name: 'Einzugsdatum' }).inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await candidates.getByText(/^1 von \d+ ausgewählt$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'month-end-collection-create-desktop-de');
    await create.getByRole('button', { name: '1 Lastschrift anlegen' }).click();
    await create.getByText(/^Lastschrifteinzug angelegt: 1 Lastschrift über 131,00\s€/).waitFor();
    const xmlFile = await download(page, () => create.getByRole('link', { name: 'XML-Datei herunterladen' }).click());
    const xml = await downloaded(xmlFile);
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(xml).toContain(debtorNumber);
    expect(xml).toContain(`E2E-${debtor.membershipId}`);
    expect(xml).toContain('DE89370400440532013000');
    await create.getByRole('button', { name: 'Schließen' }).click();

    // The bank collected: confirm the run, then the bank returns the debit with its fee.
    const run = page.getByRole('table', { name: /^Lastschriften des Einzugs am / }).first();
    const item = run.getByRole('row', { name: new RegExp(debtorNumber) });
    // A phone shows the state under the invoice, a desktop in its column: the one on screen counts.
    await item.getByText('Ausstehend').filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Einzug bestätigen' }).first().click();
    const confirm = page.getByRole('dialog', { name: /^Einzug am .* bestätigen\?$/ });
    await confirm.getByRole('button', { name: 'Einzug bestätigen' }).click();
    await page.getByText('Einzug bestätigt: 1 Rechnung bezahlt.').waitFor();
    await item.getByText('Eingezogen').filter({ visible: true }).waitFor();
    await item.getByRole('button', { name: `Rücklastschrift erfassen: Rechnung ${debtorNumber}` }).click();
    const giveBack = page.getByRole('dialog', { name: `Rücklastschrift für Rechnung ${debtorNumber}` });
    await giveBack.getByRole('textbox', { name: 'Gebühr der Bank (optional)' }).fill('3,50');
    await screenshot(page, 'month-end-return-desktop-de');
    await giveBack.getByRole('button', { name: 'Rücklastschrift erfassen' }).click();
    await page.getByText(`Rücklastschrift für Rechnung ${debtorNumber} erfasst; die Rechnung ist wieder offen.`).waitFor();
    await item.getByText('Rücklastschrift', { exact: true }).filter({ visible: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'month-end-collections-desktop-de');

    // The tax adviser's batch.
    await page.getByRole('tab', { name: 'DATEV-Export' }).click();
    const batch = await download(page, () => page.getByRole('link', { name: 'Herunterladen', exact: true }).click());
    expect(batch.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_.*\.csv$/);
    const csv = await downloaded(batch, 'latin1');
    expect(csv.split(/\r?\n/)[0]?.split(';').slice(0, 4)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"']);
    await context.close();
  });

  it('says where to enter the creditor identifier when the club has none, and links there', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    // A club of the test's own without billing details, whose admin is its one member.
    const club = await ownClub(context, 'Lastschriftverein');
    const members = await context.request.get(`/api/companies/${club.id}/memberships?paginate=false`, {
      headers: { accept: 'application/json' },
    });
    const membershipId = ((await members.json()) as { data: { id: number }[] }).data[0]?.id as number;
    const mandate = await putAsApp(context, `/api/memberships/${membershipId}/sepa-mandate`, {
      reference: `E2E-${membershipId}`,
      signed_on: '2021-01-15',
      account_holder: 'Katrin Berger',
      iban: 'DE89370400440532013000',
      bic: null,
    });
    expect(mandate.status(), await mandate.text()).toBe(200);
    const draft = await postAsApp(context, `/api/companies/${club.id}/invoices`, {
      membership_id: membershipId,
      lines: [{ description: 'Jahresbeitrag', quantity: 1, unit_price: 12_000 }],
      include_unbilled: false,
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const draftId = ((await draft.json()) as { data: { id: number } }).data.id;
    const issued = await postAsApp(context, `/api/invoices/${draftId}/issue`);
    expect(issued.status(), await issued.text()).toBe(200);

    await page.goto(`/companies/${club.id}/accounting/invoices`);
    await heading(page, 'Buchhaltung: Rechnungen');
    await page.getByRole('tab', { name: 'Lastschriften' }).click();
    await page.getByText('Noch keine Lastschrifteinzüge.').waitFor();
    await page.getByRole('button', { name: 'Lastschrifteinzug anlegen' }).click();
    const create = page.getByRole('dialog', { name: 'Lastschrifteinzug anlegen' });
    await create.getByRole('button', { name: '1 Lastschrift anlegen' }).click();
    const alert = create.getByRole('alert').filter({ hasText: 'braucht der Verein eine Gläubiger-ID' });
    await alert.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'month-end-creditor-missing-desktop-de');
    await alert.getByRole('link', { name: 'Zu den Vereinseinstellungen' }).click();
    await page.waitForURL(`**/companies/${club.id}/admin/settings`);
    await page.getByRole('textbox', { name: 'Gläubiger-ID' }).waitFor();
    await context.close();
  });

  // One context in both looks: the invoices page does not ask for a phone's user agent.
  it('phone, light and desktop, dark: the collection runs read well and fit', async () => {
    const { context, page } = await newPage(chrome.browser, { viewport: PHONE });
    await signInByApi(context, 'admin@demo.aero');
    await page.goto(`/companies/${await demoClubId(context)}/accounting/invoices`);
    await page.getByRole('tab', { name: 'Lastschriften' }).click();
    await checkInEachLook(page, 'month-end-collections', async () => {
      await heading(page, 'Buchhaltung: Rechnungen');
      await page.getByRole('heading', { name: 'Lastschrifteinzüge' }).waitFor();
      await page.getByRole('button', { name: 'Lastschrifteinzug anlegen' }).waitFor();
    });
    await page.getByRole('button', { name: 'Lastschrifteinzug anlegen' }).click();
    const create = page.getByRole('dialog', { name: 'Lastschrifteinzug anlegen' });
    await checkInEachLook(page, 'month-end-collection-create', () =>
      create.getByRole('textbox', { name: 'Einzugsdatum' }).waitFor(),
    );
    await context.close();
  });
});
