import type { InvoiceKind, InvoiceStatus, InvoiceUnit, Locale, TaxSphere } from '@portal/contracts';

/** A party as the invoice names it (§ 14 Abs. 4 Nr. 1 UStG: full name and address). */
export interface InvoiceIssuer {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string | null;
  phone: string | null;
  taxNumber: string | null;
  vatId: string | null;
}

export interface InvoiceRecipient {
  name: string;
  /** The address as typed or snapshot at issue, lines separated by newlines. */
  address: string | null;
  /** The invoice's address, else the member's account's. */
  email: string | null;
  membershipId: number | null;
  /** The member's language for mails; null for someone who is not a member. */
  locale: Locale | null;
}

export interface InvoiceDocumentLine {
  position: number;
  serviceDate: string | null;
  description: string;
  quantity: number;
  unit: InvoiceUnit;
  /** Gross per unit, minor units, as the fees are priced. */
  unitPrice: number;
  net: number;
  /** Basis points: 1900 is 19 %. */
  vatRate: number;
  vat: number;
  gross: number;
  revenueAccount: string;
  taxSphere: TaxSphere | null;
}

/** Net, VAT and gross of all lines of one rate (§ 14 Abs. 4 Nr. 8 UStG). */
export interface VatBreakdown {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface BankAccount {
  holder: string;
  iban: string;
  bic: string | null;
}

/** The member's live mandate: the invoice is collected by direct debit instead of paid by transfer. */
export interface MandateNote {
  reference: string;
  signedOn: string;
  creditorId: string | null;
  /** The debtor's IBAN: the e-invoice names it in full, the PDF masks it. */
  iban: string;
}

/**
 * Everything the PDF, the e-invoices and the mail need of one invoice, read once and free of the
 * database: every renderer is a pure function of it. Money in minor units of `currency`; dates as
 * `YYYY-MM-DD` in the company's time zone.
 */
export interface InvoiceDocument {
  id: number;
  companyId: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** Null while a draft (a preview carries no number). */
  number: string | null;
  language: Locale;
  issuedOn: string | null;
  dueOn: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  currency: string;
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  lines: InvoiceDocumentLine[];
  vatBreakdown: VatBreakdown[];
  totals: { net: number; vat: number; gross: number };
  paymentTermsDays: number;
  bank: BankAccount | null;
  /** The EPC QR payload, when the company has a bank account and the invoice asks for a transfer. */
  giroCode: string | null;
  mandate: MandateNote | null;
  /** A line carries no VAT: the invoice says why (§ 14 Abs. 4 Nr. 9 UStG). */
  hasExemptLines: boolean;
  /** For a cancellation, the invoice it cancels. */
  cancels: { number: string; issuedOn: string } | null;
  note: string | null;
}
