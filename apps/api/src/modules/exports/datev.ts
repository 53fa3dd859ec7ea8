import iconv from 'iconv-lite';

/** One booking line of the batch: amounts in minor units, always positive with its debit/credit side. */
export interface DatevBooking {
  amount: number;
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** Tax key (BU-Schlüssel); empty when the contra account carries no VAT of its own. */
  taxKey: string;
  /** `YYYY-MM-DD`. */
  date: string;
  document: string;
  text: string;
  /** Cost centre 2: the club's tax sphere. */
  costCentre2: string;
}

export interface DatevBatch {
  consultantNumber: number;
  clientNumber: number;
  /** `YYYY-MM-DD`, the batch's period (within one fiscal year). */
  from: string;
  to: string;
  fiscalYearStart: string;
  currency: string;
  title: string;
  createdAt: Date;
  bookings: DatevBooking[];
}

/**
 * The column heads of the EXTF Buchungsstapel, format version 13 of the data category 21 in the
 * file format 700, in their published order. The import maps by position: every line has them all.
 */
export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, index) => [`Beleginfo - Art ${index + 1}`, `Beleginfo - Inhalt ${index + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, index) => [
    `Zusatzinformation - Art ${index + 1}`,
    `Zusatzinformation- Inhalt ${index + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Mitgliedstaat u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

const column = (name: (typeof DATEV_COLUMNS)[number]) => DATEV_COLUMNS.indexOf(name);

/** A text field: quoted, quotes doubled, line breaks and the separator out, cut to the field's length. */
const quoted = (value: string, length: number) =>
  `"${value
    .replace(/[\r\n;]+/g, ' ')
    .replace(/"/g, '""')
    .slice(0, length)}"`;

/** Minor units as DATEV's decimal with a comma: 12345 → `123,45`. */
export const datevAmount = (minor: number) => `${Math.trunc(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

const compactDate = (date: string) => date.replaceAll('-', '');
/** Belegdatum: day and month (`DDMM`); the year comes from the batch's period. */
const documentDate = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;

function stamp(at: Date) {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}${iso.slice(20, 23)}`;
}

/** The first line: the batch's header (31 fields) as the EXTF format prescribes. */
export function datevHeader(batch: DatevBatch): string {
  return [
    '"EXTF"',
    700,
    21,
    '"Buchungsstapel"',
    13,
    stamp(batch.createdAt),
    '',
    '"RE"',
    '"Flugportal"',
    '""',
    batch.consultantNumber,
    batch.clientNumber,
    compactDate(batch.fiscalYearStart),
    4,
    compactDate(batch.from),
    compactDate(batch.to),
    quoted(batch.title, 30),
    '""',
    1,
    0,
    0,
    quoted(batch.currency, 3),
    '',
    '""',
    '',
    '',
    '"03"',
    '',
    '',
    '""',
    '""',
  ].join(';');
}

function bookingLine(booking: DatevBooking, currency: string): string {
  const fields: string[] = new Array(DATEV_COLUMNS.length).fill('');
  fields[column('Umsatz (ohne Soll/Haben-Kz)')] = datevAmount(booking.amount);
  fields[column('Soll/Haben-Kennzeichen')] = quoted(booking.side, 1);
  fields[column('WKZ Umsatz')] = quoted(currency, 3);
  fields[column('Konto')] = booking.account;
  fields[column('Gegenkonto (ohne BU-Schlüssel)')] = booking.contraAccount;
  fields[column('BU-Schlüssel')] = booking.taxKey ? quoted(booking.taxKey, 4) : '';
  fields[column('Belegdatum')] = documentDate(booking.date);
  fields[column('Belegfeld 1')] = quoted(booking.document, 36);
  fields[column('Buchungstext')] = quoted(booking.text, 60);
  fields[column('KOST2 - Kostenstelle')] = booking.costCentre2 ? quoted(booking.costCentre2, 36) : '';
  return fields.join(';');
}

/**
 * The batch as the CSV file a tax adviser imports into DATEV: header, column heads, one line per
 * booking, separated by semicolons and CRLF, in Windows-1252 as the format asks.
 */
export function datevCsv(batch: DatevBatch): Buffer {
  const lines = [
    datevHeader(batch),
    DATEV_COLUMNS.join(';'),
    ...batch.bookings.map((booking) => bookingLine(booking, batch.currency)),
  ];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');
}
