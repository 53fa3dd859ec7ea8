import type { Invoice } from '@e-invoice-eu/core';
import type { InvoiceUnit } from '@portal/contracts';
import type { InvoiceDocument, InvoiceDocumentLine, VatBreakdown } from './invoice-document';

type Ubl = Invoice['ubl:Invoice'];
type CountryCode = Ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
type CurrencyCode = Ubl['cbc:DocumentCurrencyCode'];
type UnitCode = NonNullable<Ubl['cac:InvoiceLine'][number]['cbc:InvoicedQuantity@unitCode']>;
type PaymentMeans = NonNullable<Ubl['cac:PaymentMeans']>[number];

/** UN/ECE Recommendation 20 codes for our units. */
const UNIT_CODES: Record<InvoiceUnit, UnitCode> = {
  minutes: 'MIN',
  landings: 'C62',
  flights: 'C62',
  decilitres: 'DLT',
  pieces: 'H87',
};

/** Minor units as the decimal text the XML wants: -1234 → `-12.34`. */
export function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 1900 → `19`, 750 → `7.5`. */
const percent = (basisPoints: number) => String(basisPoints / 100);

/**
 * VAT category: `S` standard rate, `E` exempt for 0 %. Dues of the non-profit sphere are strictly
 * outside the scope (`O`), but EN 16931 forbids mixing `O` with other categories on one invoice
 * (BR-O-11 to 14), and a member's collective invoice mixes dues with flights.
 */
const category = (rate: number) => (rate > 0 ? ('S' as const) : ('E' as const));

/** A typed or snapshot address: street lines first, the last line `postcode city`. */
export function splitAddress(text: string | null) {
  const lines = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.length > 1 ? (lines.pop() ?? '') : '';
  const match = /^(\S+)\s+(.+)$/.exec(last);
  return {
    street: lines.join(', ') || undefined,
    postalCode: match?.[1] ?? undefined,
    city: match?.[2] ?? (last || undefined),
  };
}

function paymentMeans(document: InvoiceDocument): PaymentMeans {
  const remittance = document.number ?? undefined;
  if (document.mandate)
    return {
      'cbc:PaymentMeansCode': '59',
      'cbc:PaymentID': remittance,
      'cac:PaymentMandate': {
        'cbc:ID': document.mandate.reference,
        'cac:PayerFinancialAccount': { 'cbc:ID': document.mandate.iban },
      },
    };
  if (document.bank)
    return {
      'cbc:PaymentMeansCode': '58',
      'cbc:PaymentID': remittance,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': document.bank.iban,
        'cbc:Name': document.bank.holder,
        ...(document.bank.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': document.bank.bic } } : {}),
      },
    };
  return { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentID': remittance };
}

function line(entry: InvoiceDocumentLine, currency: CurrencyCode): Ubl['cac:InvoiceLine'][number] {
  const unitCode = UNIT_CODES[entry.unit];
  return {
    'cbc:ID': String(entry.position),
    'cbc:InvoicedQuantity': String(entry.quantity),
    'cbc:InvoicedQuantity@unitCode': unitCode,
    'cbc:LineExtensionAmount': decimal(entry.net),
    'cbc:LineExtensionAmount@currencyID': currency,
    ...(entry.serviceDate
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': entry.serviceDate, 'cbc:EndDate': entry.serviceDate } }
      : {}),
    'cac:Item': {
      'cbc:Name': entry.description,
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': category(entry.vatRate),
        'cbc:Percent': percent(entry.vatRate),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    },
    // The net price of the whole quantity: a gross unit price need not give a net unit price in whole cents.
    'cac:Price': {
      'cbc:PriceAmount': decimal(entry.net),
      'cbc:PriceAmount@currencyID': currency,
      'cbc:BaseQuantity': String(entry.quantity),
      'cbc:BaseQuantity@unitCode': unitCode,
    },
  };
}

function vatSubtotal(rate: VatBreakdown, currency: CurrencyCode, exemption: string) {
  return {
    'cbc:TaxableAmount': decimal(rate.net),
    'cbc:TaxableAmount@currencyID': currency,
    'cbc:TaxAmount': decimal(rate.vat),
    'cbc:TaxAmount@currencyID': currency,
    'cac:TaxCategory': {
      'cbc:ID': category(rate.rate),
      'cbc:Percent': percent(rate.rate),
      ...(rate.rate === 0 ? { 'cbc:TaxExemptionReason': exemption } : {}),
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    },
  };
}

/**
 * The invoice in e-invoice-eu's internal format (UBL terms as JSON): every business term of
 * EN 16931 the invoice has, plus the German CIUS's (XRechnung) buyer reference, seller contact and
 * electronic addresses.
 */
export function eInvoiceData(document: InvoiceDocument, words: { exemption: string; terms: string | null }): Invoice {
  const { issuer, recipient } = document;
  const currency = document.currency as CurrencyCode;
  const country = issuer.country as CountryCode;
  const buyer = splitAddress(recipient.address);
  const number = document.number ?? '';
  const [first, ...rest] = document.lines.map((entry) => line(entry, currency));
  if (!first) throw new Error('an e-invoice needs at least one line');
  const taxIds = [
    ...(issuer.vatId ? [{ 'cbc:CompanyID': issuer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(issuer.taxNumber ? [{ 'cbc:CompanyID': issuer.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ] as NonNullable<Ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']>;
  return {
    'ubl:Invoice': {
      'cbc:ID': number,
      'cbc:IssueDate': document.issuedOn ?? '',
      ...(document.dueOn ? { 'cbc:DueDate': document.dueOn } : {}),
      'cbc:InvoiceTypeCode': '380',
      ...(document.note ? { 'cbc:Note': [document.note] } : {}),
      'cbc:DocumentCurrencyCode': currency,
      'cbc:BuyerReference': recipient.membershipId ? String(recipient.membershipId) : number,
      ...(document.periodFrom && document.periodTo
        ? { 'cac:InvoicePeriod': { 'cbc:StartDate': document.periodFrom, 'cbc:EndDate': document.periodTo } }
        : {}),
      ...(document.cancels
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': { 'cbc:ID': document.cancels.number, 'cbc:IssueDate': document.cancels.issuedOn },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(issuer.email ? { 'cbc:EndpointID': issuer.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
          ...(document.mandate?.creditorId
            ? { 'cac:PartyIdentification': [{ 'cbc:ID': document.mandate.creditorId, 'cbc:ID@schemeID': 'SEPA' as const }] }
            : {}),
          'cac:PostalAddress': {
            ...(issuer.street ? { 'cbc:StreetName': issuer.street } : {}),
            ...(issuer.city ? { 'cbc:CityName': issuer.city } : {}),
            ...(issuer.postalCode ? { 'cbc:PostalZone': issuer.postalCode } : {}),
            'cac:Country': { 'cbc:IdentificationCode': country },
          },
          'cac:PartyTaxScheme': taxIds,
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': issuer.name },
          'cac:Contact': {
            'cbc:Name': issuer.name,
            ...(issuer.phone ? { 'cbc:Telephone': issuer.phone } : {}),
            ...(issuer.email ? { 'cbc:ElectronicMail': issuer.email } : {}),
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(recipient.email ? { 'cbc:EndpointID': recipient.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
          'cac:PostalAddress': {
            ...(buyer.street ? { 'cbc:StreetName': buyer.street } : {}),
            ...(buyer.city ? { 'cbc:CityName': buyer.city } : {}),
            ...(buyer.postalCode ? { 'cbc:PostalZone': buyer.postalCode } : {}),
            'cac:Country': { 'cbc:IdentificationCode': country },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': recipient.name },
        },
      },
      'cac:PaymentMeans': [paymentMeans(document)],
      ...(words.terms ? { 'cac:PaymentTerms': { 'cbc:Note': words.terms } } : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': decimal(document.totals.vat),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': document.vatBreakdown.map((rate) => vatSubtotal(rate, currency, words.exemption)),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': decimal(document.totals.net),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': decimal(document.totals.net),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': decimal(document.totals.gross),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PayableAmount': decimal(document.totals.gross),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': [first, ...rest],
    },
  };
}
