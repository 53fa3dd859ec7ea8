import type { Locale } from '@portal/contracts';
/** A mail's text per language, as the mail module's templates are. */
export type Template<P> = Record<Locale, (params: P) => { subject: string; body: string }>;

export const money = (locale: Locale, amount: number, currency: string) =>
  new Intl.NumberFormat({ de: 'de-DE', en: 'en-GB', no: 'nb-NO' }[locale], { style: 'currency', currency }).format(amount / 100);
export const day = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat({ de: 'de-DE', en: 'en-GB', no: 'nb-NO' }[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export interface PreNotification {
  company: string;
  creditorId: string;
  mandateReference: string;
  iban: string;
  date: string;
  amount: number;
  currency: string;
  invoices: string;
}

/** The pre-notification the rulebook asks for before a direct debit: amount, date, mandate and creditor. */
export const preNotificationMail: Template<PreNotification> = {
  de: (p) => ({
    subject: `Ankündigung der SEPA-Lastschrift: ${money('de', p.amount, p.currency)}`,
    body: `Hallo,\n\n${p.company} zieht am ${day('de', p.date)} ${money('de', p.amount, p.currency)} für die Rechnung(en) ${p.invoices} per SEPA-Lastschrift von deinem Konto ${p.iban} ein.\n\nMandatsreferenz: ${p.mandateReference}\nGläubiger-ID: ${p.creditorId}\n\nBitte sorge für ausreichende Deckung.\n\n${p.company}`,
  }),
  en: (p) => ({
    subject: `SEPA direct debit notice: ${money('en', p.amount, p.currency)}`,
    body: `Hello,\n\non ${day('en', p.date)} ${p.company} will collect ${money('en', p.amount, p.currency)} for invoice(s) ${p.invoices} by SEPA direct debit from your account ${p.iban}.\n\nMandate reference: ${p.mandateReference}\nCreditor identifier: ${p.creditorId}\n\nPlease make sure the account is covered.\n\n${p.company}`,
  }),
  no: (p) => ({
    subject: `Varsel om SEPA-direktebelastning: ${money('no', p.amount, p.currency)}`,
    body: `Hei,\n\n${day('no', p.date)} trekker ${p.company} ${money('no', p.amount, p.currency)} for faktura(er) ${p.invoices} via SEPA-direktebelastning fra kontoen din ${p.iban}.\n\nMandatreferanse: ${p.mandateReference}\nKreditor-ID: ${p.creditorId}\n\nSørg for at det er dekning på kontoen.\n\n${p.company}`,
  }),
};
