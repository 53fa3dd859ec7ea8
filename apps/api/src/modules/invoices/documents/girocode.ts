/** What an EPC QR code (GiroCode) asks the payer's banking app to transfer. */
export interface GiroCodeTransfer {
  bic: string | null;
  name: string;
  iban: string;
  /** Euro cents, 1 to 99,999,999,999. */
  amount: number;
  /** The invoice number, printed in the unstructured remittance line. */
  remittance: string;
}

const MAX_CENTS = 99_999_999_999;

/** Euros with exactly two decimals, from integer cents, without a float in between: 1234 → `12.34`. */
export function euroAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The EPC069-12 payload (version 002, UTF-8, SEPA credit transfer), one element per line:
 * service tag, version, character set, identification, BIC (optional in 002), beneficiary name
 * (70 characters at most), IBAN, amount as `EUR12.34`, purpose code (empty), structured creditor
 * reference (empty: the invoice number is not an ISO 11649 reference) and the remittance text.
 * Null when the amount cannot be paid by transfer (nothing owed, or more than the code carries).
 */
export function giroCodePayload(transfer: GiroCodeTransfer): string | null {
  if (!Number.isInteger(transfer.amount) || transfer.amount < 1 || transfer.amount > MAX_CENTS) return null;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic?.replace(/\s/g, '') ?? '',
    transfer.name.slice(0, 70),
    transfer.iban.replace(/\s/g, '').toUpperCase(),
    `EUR${euroAmount(transfer.amount)}`,
    '',
    '',
    transfer.remittance.slice(0, 140),
  ].join('\n');
}
