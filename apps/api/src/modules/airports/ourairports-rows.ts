import type { RawRow } from '../../db/bulk-insert';
import { searchTerms } from './search-terms';

/** One record of an OurAirports CSV file, by header name; empty cells are ''. */
export type CsvRecord = Record<string, string>;

const text = (value: string | undefined) => (value ? value : null);

function integer(value: string | undefined): number | null {
  const number = value ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.round(number) : null;
}

function decimal(value: string | undefined): number | null {
  const number = value ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** An airport row, or null when the record lacks what every airport needs. */
export function airportRow(record: CsvRecord): RawRow | null {
  const id = integer(record.id);
  const latitude = decimal(record.latitude_deg);
  const longitude = decimal(record.longitude_deg);
  if (id === null || !record.ident || !record.name || latitude === null || longitude === null) return null;
  const terms = searchTerms(record.ident, record.gps_code, record.iata_code, record.local_code, record.name, record.municipality);
  return {
    id,
    ident: record.ident,
    type: record.type || 'small_airport',
    name: record.name,
    latitude_deg: latitude,
    longitude_deg: longitude,
    elevation_ft: integer(record.elevation_ft),
    continent: text(record.continent),
    iso_country: record.iso_country || 'ZZ',
    iso_region: text(record.iso_region),
    municipality: text(record.municipality),
    scheduled_service: record.scheduled_service === 'yes',
    gps_code: text(record.gps_code),
    iata_code: text(record.iata_code),
    local_code: text(record.local_code),
    home_link: text(record.home_link),
    wikipedia_link: text(record.wikipedia_link),
    keywords: text(record.keywords),
    search_text: ` ${terms.join(' ')}`,
  };
}

function runwayEnd(record: CsvRecord, end: 'le' | 'he'): RawRow {
  return {
    [`${end}_ident`]: text(record[`${end}_ident`]),
    [`${end}_latitude_deg`]: decimal(record[`${end}_latitude_deg`]),
    [`${end}_longitude_deg`]: decimal(record[`${end}_longitude_deg`]),
    [`${end}_elevation_ft`]: integer(record[`${end}_elevation_ft`]),
    [`${end}_heading_deg_t`]: decimal(record[`${end}_heading_degT`]),
    [`${end}_displaced_threshold_ft`]: integer(record[`${end}_displaced_threshold_ft`]),
  };
}

export function runwayRow(record: CsvRecord): RawRow | null {
  const id = integer(record.id);
  const airportId = integer(record.airport_ref);
  if (id === null || airportId === null) return null;
  return {
    id,
    airport_id: airportId,
    length_ft: integer(record.length_ft),
    width_ft: integer(record.width_ft),
    surface: text(record.surface),
    lighted: record.lighted === '1',
    closed: record.closed === '1',
    ...runwayEnd(record, 'le'),
    ...runwayEnd(record, 'he'),
  };
}

export function frequencyRow(record: CsvRecord): RawRow | null {
  const id = integer(record.id);
  const airportId = integer(record.airport_ref);
  const frequency = decimal(record.frequency_mhz);
  if (id === null || airportId === null || frequency === null) return null;
  return { id, airport_id: airportId, type: text(record.type), description: text(record.description), frequency_mhz: frequency };
}
