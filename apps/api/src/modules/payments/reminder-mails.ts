import type { Locale } from '@portal/contracts';

const money = (locale: Locale, amount: number, currency: string) =>
  new Intl.NumberFormat({ de: 'de-DE', en: 'en-GB', no: 'nb-NO' }[locale], { style: 'currency', currency }).format(amount / 100);

export interface Reminder {
  company: string;
  number: string;
  level: number;
  open: number;
  fee: number;
  currency: string;
  dueAt: string;
}

const feeLine = { de: 'Mahngebühr', en: 'Reminder fee', no: 'Purregebyr' } as const;

/** The first and second reminder of an overdue invoice, in the member's language. */
export const reminderMail: Record<Locale, (p: Reminder) => { subject: string; body: string }> = {
  de: (p) => ({
    subject: `${p.level === 1 ? 'Zahlungserinnerung' : '2. Mahnung'}: Rechnung ${p.number}`,
    body: `Hallo,\n\ndie Rechnung ${p.number} war am ${p.dueAt} fällig; offen sind noch ${money('de', p.open, p.currency)}.${p.fee > 0 ? `\n${feeLine.de}: ${money('de', p.fee, p.currency)} (auf deinem Konto gebucht).` : ''}\n\nBitte überweise den Betrag bald. Hast du schon gezahlt, ist diese Nachricht erledigt.\n\n${p.company}`,
  }),
  en: (p) => ({
    subject: `${p.level === 1 ? 'Payment reminder' : 'Second reminder'}: invoice ${p.number}`,
    body: `Hello,\n\ninvoice ${p.number} was due on ${p.dueAt}; ${money('en', p.open, p.currency)} is still open.${p.fee > 0 ? `\n${feeLine.en}: ${money('en', p.fee, p.currency)} (charged to your account).` : ''}\n\nPlease pay soon. If you already have, please ignore this message.\n\n${p.company}`,
  }),
  no: (p) => ({
    subject: `${p.level === 1 ? 'Betalingspåminnelse' : 'Andre purring'}: faktura ${p.number}`,
    body: `Hei,\n\nfaktura ${p.number} forfalt ${p.dueAt}; ${money('no', p.open, p.currency)} er fortsatt ubetalt.${p.fee > 0 ? `\n${feeLine.no}: ${money('no', p.fee, p.currency)} (belastet kontoen din).` : ''}\n\nVennligst betal snart. Har du allerede betalt, kan du se bort fra denne meldingen.\n\n${p.company}`,
  }),
};
