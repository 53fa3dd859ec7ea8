import type { Locale } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { sendMail } from '../mail';
import type { PprRow } from './presenter';

export type PprNews = 'ppr.requested' | 'ppr.approved' | 'ppr.declined';

const subjects: Record<PprNews, Record<Locale, string>> = {
  'ppr.requested': { de: 'Neue PPR-Anfrage', en: 'New PPR request', no: 'Ny PPR-forespørsel' },
  'ppr.approved': { de: 'PPR genehmigt', en: 'PPR approved', no: 'PPR godkjent' },
  'ppr.declined': { de: 'PPR abgelehnt', en: 'PPR declined', no: 'PPR avslått' },
};

const lines: Record<PprNews, Record<Locale, (name: string) => string>> = {
  'ppr.requested': {
    de: (name) => `${name} bittet um Landeerlaubnis. Beantworte die Anfrage im Portal:`,
    en: (name) => `${name} asks for permission to land. Answer the request in the portal:`,
    no: (name) => `${name} ber om landingstillatelse. Svar på forespørselen i portalen:`,
  },
  'ppr.approved': {
    de: (name) => `${name} hat deine Landung genehmigt:`,
    en: (name) => `${name} approved your landing:`,
    no: (name) => `${name} har godkjent landingen din:`,
  },
  'ppr.declined': {
    de: (name) => `${name} hat deine Anfrage abgelehnt:`,
    en: (name) => `${name} declined your request:`,
    no: (name) => `${name} har avslått forespørselen din:`,
  },
};

const labels = {
  arrival: { de: 'Ankunft', en: 'Arrival', no: 'Ankomst' },
  number: { de: 'PPR-Nummer', en: 'PPR number', no: 'PPR-nummer' },
  reason: { de: 'Grund', en: 'Reason', no: 'Begrunnelse' },
} as const;
const signature = { de: 'Dein Flugportal', en: 'Your flight portal', no: 'Din flyportal' } as const;
const formats = { de: 'de-DE', en: 'en-GB', no: 'nb-NO' } as const;

/**
 * Mails the news of a PPR request to those of the users who want mail (`notify_by_email`), each in their
 * language, through the outbox (in the caller's transaction): the request to the operator's admins and
 * ramp staff (named: the pilot), the decision to the pilot (named: the operator).
 */
export async function mailPpr(
  db: Executor,
  news: PprNews,
  userIds: number[],
  ppr: PprRow,
  context: { name: string; timezone: string },
) {
  if (userIds.length === 0) return;
  const recipients = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  for (const user of recipients.filter((row) => row.notifyByEmail)) {
    const locale = user.locale as Locale;
    const when = new Intl.DateTimeFormat(formats[locale], {
      timeZone: context.timezone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(ppr.arrivalAt);
    const details = [
      `${ppr.registration} (${ppr.aircraftType})`,
      `${labels.arrival[locale]}: ${when} (${context.timezone})`,
      ...(ppr.pprNumber ? [`${labels.number[locale]}: ${ppr.pprNumber}`] : []),
      ...(ppr.declineReason ? [`${labels.reason[locale]}: ${ppr.declineReason}`] : []),
    ];
    await sendMail(db, {
      to: user.email,
      subject: `${subjects[news][locale]}: ${ppr.registration}`,
      body: `${lines[news][locale](context.name)}\n\n${details.join('\n')}\n\n${signature[locale]}`,
    });
  }
}
