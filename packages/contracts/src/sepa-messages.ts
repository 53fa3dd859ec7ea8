import { type Message, message } from './message';

/** Every message the SEPA mandate and collection API sends, in English, with a stable code the web translates by. */
export const sepaMessages = {
  ibanInvalid: message('sepa.iban_invalid', {}, 'This is not a valid IBAN of a SEPA country.'),
  bicInvalid: message('sepa.bic_invalid', {}, 'This is not a valid BIC.'),
  referenceInvalid: message(
    'sepa.reference_invalid',
    {},
    "A mandate reference has at most 35 letters, digits and the characters + ? / - : ( ) . , '",
  ),
  referenceTaken: message('sepa.reference_taken', {}, 'Another mandate of this club already has this reference.'),
  signedInFuture: message('sepa.signed_in_future', {}, 'The mandate cannot be signed in the future.'),
  creditorMissing: message(
    'sepa.creditor_missing',
    {},
    'Enter the club’s creditor identifier, account holder and IBAN in the billing settings first.',
  ),
  invoiceNotCollectable: message(
    'sepa.invoice_not_collectable',
    {},
    'Only open invoices of members with a mandate that are not already being collected can be collected.',
  ),
  collectionDateInPast: message('sepa.collection_date_in_past', {}, 'The collection date must be after today.'),
  alreadyConfirmed: message('sepa.already_confirmed', {}, 'This collection has already been confirmed.'),
  notConfirmed: message('sepa.not_confirmed', {}, 'Confirm the collection before recording a return.'),
  notInCollection: message(
    'sepa.not_in_collection',
    {},
    'This invoice was not collected in this run, or its return is already recorded.',
  ),
} as const satisfies Record<string, Message>;
