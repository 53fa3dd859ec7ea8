import type { InvoiceUnit, Locale } from '@portal/contracts';

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

/** The invoice's own words, in the company's language; the numbers and dates are formatted by Intl. */
export const documentTexts: Record<Locale, DocumentTexts> = {
  de: {
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    draft: 'Rechnungsentwurf (ohne Nummer, nicht gültig)',
    cancels: (number, date) => `Storniert die Rechnung ${number} vom ${date}.`,
    number: 'Rechnungsnummer',
    issuedOn: 'Rechnungsdatum',
    servicePeriod: 'Leistungszeitraum',
    dueOn: 'Fällig am',
    taxNumber: 'Steuernummer',
    vatId: 'USt-IdNr.',
    columns: {
      position: 'Pos.',
      date: 'Datum',
      description: 'Beschreibung',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      vat: 'USt',
      net: 'Netto',
      gross: 'Brutto',
    },
    units: { minutes: 'Min.', landings: 'Ldg.', flights: 'Flüge', decilitres: 'dl', pieces: 'Stk.' },
    vatLine: (rate) => `Umsatzsteuer ${rate}`,
    totalNet: 'Summe netto',
    totalVat: 'Summe Umsatzsteuer',
    totalGross: 'Gesamtbetrag',
    exemption:
      'Positionen mit 0 % enthalten keine Umsatzsteuer: Mitgliedsbeiträge und Leistungen des ideellen Bereichs sind nicht steuerbar, andere Positionen sind steuerfrei.',
    transfer: (amount, due, iban, bic, number) =>
      `Zahlbar ohne Abzug bis zum ${due}: ${amount} auf das Konto IBAN ${iban}${bic ? `, BIC ${bic}` : ''}, Verwendungszweck ${number}.`,
    directDebit: (amount, due, iban, reference, creditorId) =>
      `Der Betrag von ${amount} wird am ${due} oder kurz danach per SEPA-Lastschrift vom Konto ${iban} eingezogen (Mandatsreferenz ${reference}${creditorId ? `, Gläubiger-ID ${creditorId}` : ''}). Bitte für ausreichende Deckung sorgen.`,
    giroCode: 'GiroCode: mit der Banking-App scannen',
    bank: 'Bankverbindung',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  en: {
    invoice: 'Invoice',
    cancellation: 'Cancellation invoice',
    draft: 'Draft invoice (no number, not valid)',
    cancels: (number, date) => `Cancels invoice ${number} of ${date}.`,
    number: 'Invoice number',
    issuedOn: 'Invoice date',
    servicePeriod: 'Service period',
    dueOn: 'Due on',
    taxNumber: 'Tax number',
    vatId: 'VAT ID',
    columns: {
      position: 'No.',
      date: 'Date',
      description: 'Description',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      vat: 'VAT',
      net: 'Net',
      gross: 'Gross',
    },
    units: { minutes: 'min', landings: 'ldg', flights: 'flights', decilitres: 'dl', pieces: 'pcs' },
    vatLine: (rate) => `VAT ${rate}`,
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    totalGross: 'Total amount',
    exemption:
      'Lines at 0 % carry no VAT: membership dues and services of the non-profit sphere are outside the scope of VAT, other lines are exempt.',
    transfer: (amount, due, iban, bic, number) =>
      `Payable without deduction by ${due}: ${amount} to IBAN ${iban}${bic ? `, BIC ${bic}` : ''}, reference ${number}.`,
    directDebit: (amount, due, iban, reference, creditorId) =>
      `The amount of ${amount} will be collected by SEPA direct debit from account ${iban} on or shortly after ${due} (mandate reference ${reference}${creditorId ? `, creditor ID ${creditorId}` : ''}). Please make sure the account is covered.`,
    giroCode: 'GiroCode: scan with your banking app',
    bank: 'Bank account',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  no: {
    invoice: 'Faktura',
    cancellation: 'Kreditnota',
    draft: 'Fakturautkast (uten nummer, ikke gyldig)',
    cancels: (number, date) => `Krediterer faktura ${number} av ${date}.`,
    number: 'Fakturanummer',
    issuedOn: 'Fakturadato',
    servicePeriod: 'Leveringsperiode',
    dueOn: 'Forfallsdato',
    taxNumber: 'Skattenummer',
    vatId: 'MVA-nummer',
    columns: {
      position: 'Nr.',
      date: 'Dato',
      description: 'Beskrivelse',
      quantity: 'Antall',
      unitPrice: 'Enhetspris',
      vat: 'MVA',
      net: 'Netto',
      gross: 'Brutto',
    },
    units: { minutes: 'min', landings: 'landinger', flights: 'flyvninger', decilitres: 'dl', pieces: 'stk' },
    vatLine: (rate) => `MVA ${rate}`,
    totalNet: 'Sum netto',
    totalVat: 'Sum MVA',
    totalGross: 'Totalbeløp',
    exemption:
      'Linjer med 0 % har ingen MVA: medlemskontingent og tjenester i den ideelle sfæren er utenfor MVA-området, andre linjer er fritatt.',
    transfer: (amount, due, iban, bic, number) =>
      `Betales uten fradrag innen ${due}: ${amount} til IBAN ${iban}${bic ? `, BIC ${bic}` : ''}, referanse ${number}.`,
    directDebit: (amount, due, iban, reference, creditorId) =>
      `Beløpet på ${amount} trekkes med SEPA-direktedebitering fra konto ${iban} på eller kort etter ${due} (mandatreferanse ${reference}${creditorId ? `, kreditor-ID ${creditorId}` : ''}). Sørg for dekning på kontoen.`,
    giroCode: 'GiroCode: skann med bankappen',
    bank: 'Bankkonto',
    page: (page, pages) => `Side ${page} av ${pages}`,
  },
};

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
