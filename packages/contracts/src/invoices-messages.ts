import { type Message, message } from './message';

/** Every message the invoices API sends, with a stable code the web translates (errors.json, key `invoice`). */
export const invoiceMessages = {
  issued: message('invoice.issued', {}, 'This invoice has been issued and is never changed or deleted; cancel it instead.'),
  notIssued: message('invoice.not_issued', {}, 'Only an issued invoice can be cancelled.'),
  alreadyCancelled: message('invoice.already_cancelled', {}, 'This invoice has already been cancelled.'),
  cancellationFinal: message('invoice.cancellation_final', {}, 'A cancellation invoice cannot be cancelled itself.'),
  empty: message('invoice.empty', {}, 'An invoice needs at least one line.'),
  recipientOne: message('invoice.recipient_one', {}, 'Name either a member or a recipient, not both.'),
  recipientRequired: message('invoice.recipient_required', {}, 'Name a member or a recipient.'),
  notMember: message('invoice.not_member', {}, 'The recipient must be an approved member of the company.'),
  periodOrder: message('invoice.period_order', {}, 'The period must not end before it starts.'),
  periodTooLong: message('invoice.period_too_long', {}, 'An invoice run covers at most one year.'),
  ibanInvalid: message('invoice.iban_invalid', {}, 'This is not a valid IBAN.'),
  bicInvalid: message('invoice.bic_invalid', {}, 'This is not a valid BIC.'),
  creditorIdInvalid: message(
    'invoice.creditor_id_invalid',
    {},
    'This is not a valid SEPA creditor identifier (e.g. DE98ZZZ09999999999).',
  ),
  reminderFeeUnknown: message('invoice.reminder_fee_unknown', {}, 'Choose a fee of the company’s fee list.'),
  chargesBilled: message(
    'invoice.charges_billed',
    {},
    'Some of its charges have been billed on another invoice meanwhile; delete the draft and bill again.',
  ),
  hasPayments: message(
    'invoice.has_payments',
    {},
    'Payments are allocated to this invoice or it is being collected; settle them before cancelling.',
  ),
  patternInvalid: message(
    'invoice.pattern_invalid',
    {},
    'The number pattern needs {NNNN} (three to eight N) and may hold {YYYY} and the characters A–Z, 0–9, - / _ .',
  ),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
