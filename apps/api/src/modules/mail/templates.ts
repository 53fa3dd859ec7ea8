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
      body: `Hallo,\n\n${company} lädt dich als Mitglied ein. Über diesen Link legst du dein Passwort fest und nimmst die Einladung danach an (7 Tage gültig):\n${link}\n\n${signature.de}`,
    }),
    en: ({ company, link }) => ({
      subject: `Invitation: ${company}`,
      body: `Hello,\n\n${company} invites you to become a member. Use this link to set your password, then accept the invitation (valid for 7 days):\n${link}\n\n${signature.en}`,
    }),
    no: ({ company, link }) => ({
      subject: `Invitasjon: ${company}`,
      body: `Hei,\n\n${company} inviterer deg til å bli medlem. Bruk denne lenken for å sette passordet ditt, og godta deretter invitasjonen (gyldig i 7 dager):\n${link}\n\n${signature.no}`,
    }),
  } satisfies Template<{ company: string; link: string }>,

  invitationForMember: {
    de: ({ company, link }) => ({
      subject: `Einladung: ${company}`,
      body: `Hallo,\n\n${company} lädt dich als Mitglied ein. Du kannst die Einladung nach der Anmeldung annehmen oder ablehnen:\n${link}\n\n${signature.de}`,
    }),
    en: ({ company, link }) => ({
      subject: `Invitation: ${company}`,
      body: `Hello,\n\n${company} invites you to become a member. Sign in to accept or decline the invitation:\n${link}\n\n${signature.en}`,
    }),
    no: ({ company, link }) => ({
      subject: `Invitasjon: ${company}`,
      body: `Hei,\n\n${company} inviterer deg til å bli medlem. Logg inn for å godta eller avslå invitasjonen:\n${link}\n\n${signature.no}`,
    }),
  } satisfies Template<{ company: string; link: string }>,

  verifyEmail: {
    de: ({ link }) => ({
      subject: 'E-Mail-Adresse bestätigen',
      body: `Hallo,\n\nbitte bestätige deine E-Mail-Adresse über diesen Link (60 Minuten gültig):\n${link}\n\nWenn du kein Konto angelegt hast, ignoriere diese Nachricht.\n\n${signature.de}`,
    }),
    en: ({ link }) => ({
      subject: 'Verify your email address',
      body: `Hello,\n\nplease confirm your email address with this link (valid for 60 minutes):\n${link}\n\nIf you did not create an account, ignore this message.\n\n${signature.en}`,
    }),
    no: ({ link }) => ({
      subject: 'Bekreft e-postadressen din',
      body: `Hei,\n\nbekreft e-postadressen din med denne lenken (gyldig i 60 minutter):\n${link}\n\nHvis du ikke har opprettet en konto, kan du se bort fra meldingen.\n\n${signature.no}`,
    }),
  } satisfies Template<{ link: string }>,

  emailChanged: {
    de: ({ email }) => ({
      subject: 'Deine E-Mail-Adresse wurde geändert',
      body: `Hallo,\n\ndie E-Mail-Adresse deines Kontos wurde auf ${email} geändert. Mails an diese Adresse bekommst du nicht mehr.\n\nWenn du das nicht warst, antworte auf diese Nachricht oder wende dich an die Betreiber des Portals.\n\n${signature.de}`,
    }),
    en: ({ email }) => ({
      subject: 'Your email address was changed',
      body: `Hello,\n\nthe email address of your account was changed to ${email}. You will no longer receive mail at this address.\n\nIf this was not you, reply to this message or contact the operators of the portal.\n\n${signature.en}`,
    }),
    no: ({ email }) => ({
      subject: 'E-postadressen din ble endret',
      body: `Hei,\n\ne-postadressen til kontoen din ble endret til ${email}. Du får ikke lenger e-post til denne adressen.\n\nHvis det ikke var deg, svar på denne meldingen eller kontakt de som driver portalen.\n\n${signature.no}`,
    }),
  } satisfies Template<{ email: string }>,

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
