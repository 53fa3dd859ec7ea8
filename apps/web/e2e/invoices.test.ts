import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, PHONE, screenshot, signInByApi, useBrowser } from './support/browser';
import { memberWithFlight } from './support/invoices';
import { berlinClock } from './support/logbook';
import { heading } from './support/shell';

/** Between them, one has another day than Berlin at any hour (UTC+14 and UTC−11). */
const FAR_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

/** A month long past, so the run bills only the flight this test records (the demo's flights are of this year). */
const MONTH = { from: '2021-03-01', to: '2021-03-31', typedFrom: '01.03.2021', typedTo: '31.03.2021' };

describe('the month end: invoice run, issue, open an invoice', () => {
  const chrome = useBrowser();

  it('previews the run, issues all and opens the invoice with its lines, in German on a desktop and a phone', async () => {
    const { context, page } = await newPage(chrome.browser);
    await signInByApi(context, 'admin@demo.aero');
    const { clubId, name } = await memberWithFlight(chrome.browser, context, '2021-03-10');

    await page.goto(`/companies/${clubId}/accounting/invoices`);
    await heading(page, 'Buchhaltung: Rechnungen');
    await page.getByRole('tab', { name: 'Lastschriften' }).waitFor();
    await page.getByRole('button', { name: 'Rechnungslauf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechnungslauf' });
    await dialog.getByRole('textbox', { name: 'Von' }).fill(MONTH.typedFrom);
    await dialog.getByRole('textbox', { name: 'Bis' }).fill(MONTH.typedTo);
    await dialog.getByRole('button', { name: 'Vorschau' }).click();
    // The hour at 119 € and the club's landing fee at EDTY.
    const preview = dialog.getByRole('table', { name: 'Vorschau des Rechnungslaufs' });
    await preview
      .getByRole('row', { name: new RegExp(name) })
      .getByText('131,00 €')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'invoices-run-desktop-de');
    const issuedAt = new Date();
    await dialog.getByRole('button', { name: /Rechnung(en)? ausstellen/ }).click();
    await page.getByText(/Rechnung(en)? ausgestellt\./).waitFor();

    await page.getByRole('textbox', { name: 'Nummer oder Empfänger' }).fill(name);
    const list = page.getByRole('table', { name: 'Rechnungen' });
    const row = list.getByRole('row', { name: new RegExp(name) });
    // The state's chip under the sum is for a phone; the desktop shows the column's.
    await row.getByText('Offen').last().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'invoices-list-desktop-de');
    await row.getByRole('link').click();
    await heading(page, /^Rechnung \d{4}-\d{5}$/);
    const lines = page.getByRole('table', { name: 'Positionen' });
    await lines.getByText('19 % USt.: netto 100,00 €, USt. 19,00 €').waitFor();
    await page.getByRole('link', { name: 'PDF', exact: true }).waitFor();
    await page.getByRole('link', { name: 'XRechnung' }).waitFor();
    await page.getByText(/^per E-Mail gesendet am /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'invoices-detail-desktop-de');
    const invoiceUrl = page.url();
    await context.close();

    // A phone in a zone whose day differs from the club's at this hour still shows the club's day of issue, as the PDF does.
    const issuedOn = berlinClock(issuedAt).date;
    const away = FAR_ZONES.find((zone) => dayIn(zone, issuedAt) !== issuedOn) as string;
    const phone = await newPage(chrome.browser, { viewport: PHONE, timezoneId: away });
    await signInByApi(phone.context, 'admin@demo.aero');
    await phone.page.goto(invoiceUrl);
    await phone.page.getByRole('table', { name: 'Positionen' }).getByText('119,00 €').first().waitFor();
    await phone.page.getByText(issuedOn).first().waitFor();
    expect(await phone.page.getByText(dayIn(away, issuedAt)).count(), `the day in ${away}`).toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'invoices-detail-phone-de');
    await phone.page.goto(`/companies/${clubId}/accounting/invoices?search=${encodeURIComponent(name)}`);
    await phone.page.getByRole('table', { name: 'Rechnungen' }).getByText(name).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'invoices-list-phone-de');
    await phone.context.close();
  });
});
