import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The world's airports from OurAirports; `id` is the OurAirports id, so reloads keep references stable. */
export const airports = pgTable(
  'airports',
  {
    id: integer('id').primaryKey(),
    ident: text('ident').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    latitudeDeg: doublePrecision('latitude_deg').notNull(),
    longitudeDeg: doublePrecision('longitude_deg').notNull(),
    elevationFt: integer('elevation_ft'),
    continent: text('continent'),
    isoCountry: text('iso_country').notNull(),
    isoRegion: text('iso_region'),
    municipality: text('municipality'),
    scheduledService: boolean('scheduled_service').notNull().default(false),
    gpsCode: text('gps_code'),
    iataCode: text('iata_code'),
    localCode: text('local_code'),
    homeLink: text('home_link'),
    wikipediaLink: text('wikipedia_link'),
    keywords: text('keywords'),
    /** The search terms joined by spaces, with a leading space: `like '% stu%'` tests a word start row by row. */
    searchText: text('search_text').notNull().default(''),
    /** Relevance of the type in search results: large airports first, closed ones last. */
    typeRank: smallint('type_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case type when 'large_airport' then 0 when 'medium_airport' then 1 when 'small_airport' then 2 when 'closed' then 4 else 3 end`,
      ),
  },
  (t) => [
    index('airports_ident_idx').on(t.ident),
    index('airports_gps_code_idx').on(t.gpsCode),
    index('airports_iata_code_idx').on(t.iataCode),
    index('airports_local_code_idx').on(t.localCode),
    index('airports_rank_idx').on(t.typeRank, t.name),
    index('airports_country_rank_idx').on(t.isoCountry, t.typeRank, t.name),
    index('airports_type_idx').on(t.type, t.name),
    // Boxes around a point (GET /api/airports?near=) read the airports in them from this index.
    index('airports_position_idx').using('gist', sql`point(${t.longitudeDeg}, ${t.latitudeDeg})`),
  ],
);

/** Text compared byte by byte, so a plain btree serves prefix LIKE. */
const byteText = customType<{ data: string; driverData: string }>({ dataType: () => 'text collate "C"' });

/**
 * Every word a search may start with: the codes (ident, GPS, IATA, local) and the words of the
 * name and town, lower-case without diacritics. Derived data the loader rebuilds as a whole;
 * no foreign key, because checking one per row would triple the load time.
 */
export const airportSearchTerms = pgTable(
  'airport_search_terms',
  {
    /** The airport's type rank, so one rank's terms are a key range of their own. */
    typeRank: smallint('type_rank').notNull(),
    term: byteText('term').notNull(),
    airportId: integer('airport_id').notNull(),
  },
  (t) => [primaryKey({ name: 'airport_search_terms_pk', columns: [t.typeRank, t.term, t.airportId] })],
);

/**
 * Prefixes that many airports match (a, air, heli, ed, …), with how many in all and per type
 * rank; the empty prefix holds the size of each rank. Search plans rank by rank from these.
 */
export const airportSearchPrefixes = pgTable('airport_search_prefixes', {
  prefix: byteText('prefix').primaryKey(),
  airports: integer('airports').notNull(),
  /** Airports per type rank (0 = large … 4 = closed); null when not known (search then walks every rank). */
  airportsByRank: integer('airports_by_rank').array(),
});

export const runways = pgTable(
  'runways',
  {
    id: integer('id').primaryKey(),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id, { onDelete: 'cascade' }),
    lengthFt: integer('length_ft'),
    widthFt: integer('width_ft'),
    surface: text('surface'),
    lighted: boolean('lighted').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    leIdent: text('le_ident'),
    leLatitudeDeg: doublePrecision('le_latitude_deg'),
    leLongitudeDeg: doublePrecision('le_longitude_deg'),
    leElevationFt: integer('le_elevation_ft'),
    leHeadingDegT: doublePrecision('le_heading_deg_t'),
    leDisplacedThresholdFt: integer('le_displaced_threshold_ft'),
    heIdent: text('he_ident'),
    heLatitudeDeg: doublePrecision('he_latitude_deg'),
    heLongitudeDeg: doublePrecision('he_longitude_deg'),
    heElevationFt: integer('he_elevation_ft'),
    heHeadingDegT: doublePrecision('he_heading_deg_t'),
    heDisplacedThresholdFt: integer('he_displaced_threshold_ft'),
  },
  (t) => [index('runways_airport_idx').on(t.airportId)],
);

export const airportFrequencies = pgTable(
  'airport_frequencies',
  {
    id: integer('id').primaryKey(),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id, { onDelete: 'cascade' }),
    type: text('type'),
    description: text('description'),
    frequencyMhz: doublePrecision('frequency_mhz').notNull(),
  },
  (t) => [index('airport_frequencies_airport_idx').on(t.airportId)],
);

/** Which version (checksum of the shipped files) of a reference data set is loaded. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  rows: integer('rows').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
