import { academyMessages } from './academy-messages';
import { accountMessages } from './accounts-messages';
import { bookingMessages } from './booking-messages';
import { chargeMessages } from './charges-messages';
import { companyMessages } from './company-messages';
import { documentMessages } from './documents-messages';
import { eventMessages, mailingMessages, workHourMessages } from './events-messages';
import { fboMessages, recurrenceMessages } from './fbo-messages';
import { feeMessages } from './fee-messages';
import { fileMessages } from './file-messages';
import { fleetMessages } from './fleet-messages';
import { flightMessages } from './flight-messages';
import { identityMessages } from './identity-messages';
import { invoiceDocumentMessages } from './invoice-document-messages';
import { invoiceMessages } from './invoices-messages';
import { logbookMessages } from './logbook-messages';
import { membershipMessages } from './membership-messages';
import type { Message } from './message';
import { packageMessages } from './package-messages';
import { paymentMessages } from './payments-messages';
import { reportMessages } from './report-messages';
import { requestMessages, validationMessages } from './request-messages';
import { sepaMessages } from './sepa-messages';
import { trackMessages } from './track-messages';

/** Every catalogue of what the API says; the web has a text for each code in de, en and no. */
export const messageCatalogues = {
  academyMessages,
  accountMessages,
  bookingMessages,
  chargeMessages,
  companyMessages,
  documentMessages,
  fboMessages,
  eventMessages,
  feeMessages,
  fileMessages,
  fleetMessages,
  flightMessages,
  identityMessages,
  invoiceMessages,
  invoiceDocumentMessages,
  logbookMessages,
  mailingMessages,
  membershipMessages,
  packageMessages,
  paymentMessages,
  recurrenceMessages,
  reportMessages,
  requestMessages,
  sepaMessages,
  trackMessages,
  validationMessages,
  workHourMessages,
} as const;

type Entry = Message | ((...values: never[]) => Message);

/** The messages that take no values, by their English text (a schema's own words name its code this way). */
export function fixedMessages(): Message[] {
  return Object.values(messageCatalogues).flatMap((catalogue) =>
    Object.values<Entry>(catalogue).filter((entry): entry is Message => typeof entry !== 'function'),
  );
}
