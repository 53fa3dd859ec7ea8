import { type InvoiceUnit, LOCALES, type Locale } from '@portal/contracts';

export interface DocumentTexts {
  invoice: string;
  cancellation: string;
  draft: string;
  cancels: (number: string, date: string) => string;
  number: string;
  issuedOn: string;
  servicePeriod: string;
  dueOn: string;
  taxNumber: string;
  vatId: string;
  columns: {
    position: string;
    date: string;
    description: string;
    quantity: string;
    unitPrice: string;
    vat: string;
    net: string;
    gross: string;
  };
  units: Record<InvoiceUnit, string>;
  vatLine: (rate: string) => string;
  totalNet: string;
  totalVat: string;
  totalGross: string;
  exemption: string;
  transfer: (amount: string, due: string, iban: string, bic: string | null, number: string) => string;
  directDebit: (amount: string, due: string, iban: string, reference: string, creditorId: string | null) => string;
  giroCode: string;
  bank: string;
  page: (page: number, pages: number) => string;
}

/** A text in each of the company's languages, side by side, so none is missing in one of them. */
type InLanguages<T> = { [K in keyof T]: Record<Locale, T[K]> };

const texts = {
  invoice: { de: 'Rechnung', en: 'Invoice', no: 'Faktura' },
  cancellation: { de: 'Stornorechnung', en: 'Cancellation invoice', no: 'Kreditnota' },
  draft: {
    de: 'Rechnungsentwurf (ohne Nummer, nicht gültig)',
    en: 'Draft invoice (no number, not valid)',
    no: 'Fakturautkast (uten nummer, ikke gyldig)',
  },
  cancels: {
    de: (number, date) => `Storniert die Rechnung ${number} vom ${date}.`,
    en: (number, date) => `Cancels invoice ${number} of ${date}.`,
    no: (number, date) => `Krediterer faktura ${number} av ${date}.`,
  },
  number: { de: 'Rechnungsnummer', en: 'Invoice number', no: 'Fakturanummer' },
  issuedOn: { de: 'Rechnungsdatum', en: 'Invoice date', no: 'Fakturadato' },
  servicePeriod: { de: 'Leistungszeitraum', en: 'Service period', no: 'Leveringsperiode' },
  dueOn: { de: 'Fällig am', en: 'Due on', no: 'Forfallsdato' },
  taxNumber: { de: 'Steuernummer', en: 'Tax number', no: 'Skattenummer' },
  vatId: { de: 'USt-IdNr.', en: 'VAT ID', no: 'MVA-nummer' },
  vatLine: { de: (rate) => `Umsatzsteuer ${rate}`, en: (rate) => `VAT ${rate}`, no: (rate) => `MVA ${rate}` },
  totalNet: { de: 'Summe netto', en: 'Total net', no: 'Sum netto' },
  totalVat: { de: 'Summe Umsatzsteuer', en: 'Total VAT', no: 'Sum MVA' },
  totalGross: { de: 'Gesamtbetrag', en: 'Total amount', no: 'Totalbeløp' },
  exemption: {
    de: 'Positionen mit 0 % enthalten keine Umsatzsteuer: Mitgliedsbeiträge und Leistungen des ideellen Bereichs sind nicht steuerbar, andere Positionen sind steuerfrei.',
    en: 'Lines at 0 % carry no VAT: membership dues and services of the non-profit sphere are outside the scope of VAT, other lines are exempt.',
    no: 'Linjer med 0 % har ingen MVA: medlemskontingent og tjenester i den ideelle sfæren er utenfor MVA-området, andre linjer er fritatt.',
  },
  transfer: {
    de: (amount, due, iban, bic, number) =>
      `Zahlbar ohne Abzug bis zum ${due}: ${amount} auf das Konto IBAN ${iban}${bic ? `, BIC ${bic}` : ''}, Verwendungszweck ${number}.`,
    en: (amount, due, iban, bic, number) =>
      `Payable without deduction by ${due}: ${amount} to IBAN ${iban}${bic ? `, BIC ${bic}` : ''}, reference ${number}.`,
    no: (amount, due, iban, bic, number) =>
      `Betales uten fradrag innen ${due}: ${amount} til IBAN ${iban}${bic ? `, BIC ${bic}` : ''}, referanse ${number}.`,
  },
  directDebit: {
    de: (amount, due, iban, reference, creditorId) =>
      `Der Betrag von ${amount} wird am ${due} oder kurz danach per SEPA-Lastschrift vom Konto ${iban} eingezogen (Mandatsreferenz ${reference}${creditorId ? `, Gläubiger-ID ${creditorId}` : ''}). Bitte für ausreichende Deckung sorgen.`,
    en: (amount, due, iban, reference, creditorId) =>
      `The amount of ${amount} will be collected by SEPA direct debit from account ${iban} on or shortly after ${due} (mandate reference ${reference}${creditorId ? `, creditor ID ${creditorId}` : ''}). Please make sure the account is covered.`,
    no: (amount, due, iban, reference, creditorId) =>
      `Beløpet på ${amount} trekkes med SEPA-direktedebitering fra konto ${iban} på eller kort etter ${due} (mandatreferanse ${reference}${creditorId ? `, kreditor-ID ${creditorId}` : ''}). Sørg for dekning på kontoen.`,
  },
  giroCode: {
    de: 'GiroCode: mit der Banking-App scannen',
    en: 'GiroCode: scan with your banking app',
    no: 'GiroCode: skann med bankappen',
  },
  bank: { de: 'Bankverbindung', en: 'Bank account', no: 'Bankkonto' },
  page: {
    de: (page, pages) => `Seite ${page} von ${pages}`,
    en: (page, pages) => `Page ${page} of ${pages}`,
    no: (page, pages) => `Side ${page} av ${pages}`,
  },
} satisfies InLanguages<Omit<DocumentTexts, 'columns' | 'units'>>;

const columns = {
  position: { de: 'Pos.', en: 'No.', no: 'Nr.' },
  date: { de: 'Datum', en: 'Date', no: 'Dato' },
  description: { de: 'Beschreibung', en: 'Description', no: 'Beskrivelse' },
  quantity: { de: 'Menge', en: 'Quantity', no: 'Antall' },
  unitPrice: { de: 'Einzelpreis', en: 'Unit price', no: 'Enhetspris' },
  vat: { de: 'USt', en: 'VAT', no: 'MVA' },
  net: { de: 'Netto', en: 'Net', no: 'Netto' },
  gross: { de: 'Brutto', en: 'Gross', no: 'Brutto' },
} satisfies InLanguages<DocumentTexts['columns']>;

const units = {
  minutes: { de: 'Min.', en: 'min', no: 'min' },
  landings: { de: 'Ldg.', en: 'ldg', no: 'landinger' },
  flights: { de: 'Flüge', en: 'flights', no: 'flyvninger' },
  decilitres: { de: 'dl', en: 'dl', no: 'dl' },
  pieces: { de: 'Stk.', en: 'pcs', no: 'stk' },
} satisfies InLanguages<DocumentTexts['units']>;

/** One language's column of a table of texts. */
function inLanguage<T>(table: InLanguages<T>, language: Locale): T {
  return Object.fromEntries(Object.entries<Record<Locale, unknown>>(table).map(([key, text]) => [key, text[language]])) as T;
}

/** The invoice's own words, in the company's language; the numbers and dates are formatted by Intl. */
export const documentTexts = Object.fromEntries(
  LOCALES.map((language) => [
    language,
    {
      ...inLanguage(texts, language),
      columns: inLanguage(columns, language),
      units: inLanguage(units, language),
    },
  ]),
) as Record<Locale, DocumentTexts>;

const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', no: 'nb-NO' };

/** Formatters for one invoice: money from minor units, calendar dates, VAT rates from basis points. */
export function documentFormat(language: Locale, currency: string) {
  const locale = intlLocale[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  return {
    money: (minor: number) => money.format(minor / 100),
    amount: (minor: number) => plain.format(minor / 100),
    rate: (basisPoints: number) => `${percent.format(basisPoints / 100)} %`,
    date: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
  };
}
