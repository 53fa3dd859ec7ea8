import type { Locale } from '@portal/contracts';
import type { MailMessage } from './send-mail';

type Template<P> = Record<Locale, (params: P) => Omit<MailMessage, 'to'>>;

const signature = { de: 'Dein Flugportal', en: 'Your flight portal', no: 'Din flyportal' } as const;

/** Mails go straight to people, so they are written in the recipient's language. */
export const mailTemplates = {
  passwordReset: {
    de: ({ link }) => ({
      subject: 'Passwort zurücksetzen',
      body: `Hallo,\n\nüber diesen Link kannst du ein neues Passwort setzen (60 Minuten gültig):\n${link}\n\nWenn du das nicht angefordert hast, ignoriere diese Nachricht.\n\n${signature.de}`,
    }),
    en: ({ link }) => ({
      subject: 'Reset your password',
      body: `Hello,\n\nuse this link to set a new password (valid for 60 minutes):\n${link}\n\nIf you did not ask for this, ignore this message.\n\n${signature.en}`,
    }),
    no: ({ link }) => ({
      subject: 'Tilbakestill passordet',
      body: `Hei,\n\nbruk denne lenken for å sette et nytt passord (gyldig i 60 minutter):\n${link}\n\nHvis du ikke ba om dette, kan du se bort fra meldingen.\n\n${signature.no}`,
    }),
  } satisfies Template<{ link: string }>,

  invitation: {
    de: ({ company, link }) => ({
      subject: `Einladung: ${company}`,
      body: `Hallo,\n\ndu wurdest als Mitglied von ${company} eingetragen. Über diesen Link setzt du dein Passwort (7 Tage gültig):\n${link}\n\n${signature.de}`,
    }),
    en: ({ company, link }) => ({
      subject: `Invitation: ${company}`,
      body: `Hello,\n\nyou have been added as a member of ${company}. Use this link to set your password (valid for 7 days):\n${link}\n\n${signature.en}`,
    }),
    no: ({ company, link }) => ({
      subject: `Invitasjon: ${company}`,
      body: `Hei,\n\ndu er lagt til som medlem av ${company}. Bruk denne lenken for å sette passordet ditt (gyldig i 7 dager):\n${link}\n\n${signature.no}`,
    }),
  } satisfies Template<{ company: string; link: string }>,

  membershipApproved: {
    de: ({ company, link }) => ({
      subject: `Mitgliedschaft bestätigt: ${company}`,
      body: `Hallo,\n\ndeine Mitgliedschaft bei ${company} wurde bestätigt.\n${link}\n\n${signature.de}`,
    }),
    en: ({ company, link }) => ({
      subject: `Membership approved: ${company}`,
      body: `Hello,\n\nyour membership of ${company} has been approved.\n${link}\n\n${signature.en}`,
    }),
    no: ({ company, link }) => ({
      subject: `Medlemskap godkjent: ${company}`,
      body: `Hei,\n\nmedlemskapet ditt i ${company} er godkjent.\n${link}\n\n${signature.no}`,
    }),
  } satisfies Template<{ company: string; link: string }>,

  joinRequested: {
    de: ({ company, person, link }) => ({
      subject: `Neue Beitrittsanfrage: ${person}`,
      body: `Hallo,\n\n${person} möchte ${company} beitreten. Die Anfrage wartet auf deine Bestätigung:\n${link}\n\n${signature.de}`,
    }),
    en: ({ company, person, link }) => ({
      subject: `New join request: ${person}`,
      body: `Hello,\n\n${person} asks to join ${company}. The request waits for your approval:\n${link}\n\n${signature.en}`,
    }),
    no: ({ company, person, link }) => ({
      subject: `Ny forespørsel om medlemskap: ${person}`,
      body: `Hei,\n\n${person} vil bli med i ${company}. Forespørselen venter på din godkjenning:\n${link}\n\n${signature.no}`,
    }),
  } satisfies Template<{ company: string; person: string; link: string }>,
};

/** A template's mail for one recipient, in their language (German when unknown). */
export function composeMail<P>(template: Template<P>, to: { email: string; locale: string }, params: P): MailMessage {
  const locale = (to.locale in template ? to.locale : 'de') as Locale;
  return { to: to.email, ...template[locale](params) };
}
