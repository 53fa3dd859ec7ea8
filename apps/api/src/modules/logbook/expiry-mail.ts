import type { Locale } from '@portal/contracts';

export type ExpiryStage = 'due_soon' | 'final' | 'expired';
/** Licence records, and the member documents (papers) a company holds; a paper's medical reads as a medical. */
type Kind = 'licence' | 'rating' | 'medical' | 'licence_copy' | 'zuep' | 'other';

const kinds: Record<Kind, Record<Locale, string>> = {
  licence: { de: 'Lizenz', en: 'Licence', no: 'Lisens' },
  rating: { de: 'Berechtigung', en: 'Rating', no: 'Rettighet' },
  medical: { de: 'Tauglichkeitszeugnis', en: 'Medical certificate', no: 'Legeattest' },
  licence_copy: { de: 'Lizenzkopie', en: 'Licence copy', no: 'Lisenskopi' },
  zuep: { de: 'Zuverlässigkeitsüberprüfung (ZÜP)', en: 'Reliability check (ZÜP)', no: 'Sikkerhetsklarering (ZÜP)' },
  other: { de: 'Dokument', en: 'Document', no: 'Dokument' },
};

const subjects: Record<Locale, (what: string, expired: boolean) => string> = {
  de: (what, expired) => (expired ? `Abgelaufen: ${what}` : `Läuft bald ab: ${what}`),
  en: (what, expired) => (expired ? `Expired: ${what}` : `Expiring soon: ${what}`),
  no: (what, expired) => (expired ? `Utløpt: ${what}` : `Utløper snart: ${what}`),
};

const lines: Record<Locale, (what: string, date: string, expired: boolean) => string> = {
  de: (what, date, expired) =>
    expired
      ? `${what} ist am ${date} abgelaufen. Bis zur Verlängerung darfst du damit nicht fliegen.`
      : `${what} läuft am ${date} ab. Denk rechtzeitig an die Verlängerung.`,
  en: (what, date, expired) =>
    expired
      ? `${what} expired on ${date}. You may not fly on it until it is renewed.`
      : `${what} expires on ${date}. Plan its renewal in time.`,
  no: (what, date, expired) =>
    expired
      ? `${what} utløp ${date}. Du kan ikke fly på det før det er fornyet.`
      : `${what} utløper ${date}. Planlegg fornyelsen i god tid.`,
};

const signature = { de: 'Dein Flugportal', en: 'Your flight portal', no: 'Din flyportal' } as const;

/** The warning mail in the pilot's language; `expiresOn` is YYYY-MM-DD. */
export function expiryMail(locale: Locale, item: { kind: string; code: string; expiresOn: string; stage: ExpiryStage }) {
  const what = `${kinds[item.kind as Kind]?.[locale] ?? item.kind} ${item.code}`;
  const [year, month, day] = item.expiresOn.split('-');
  const date = locale === 'en' ? item.expiresOn : `${day}.${month}.${year}`;
  const expired = item.stage === 'expired';
  return {
    subject: subjects[locale](what, expired),
    body: `${lines[locale](what, date, expired)}\n\n${signature[locale]}`,
  };
}
