import { TRACK_FORMATS, type TrackAirport, type TrackLine } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { storedFiles } from './files';
import { flights } from './flights';
import { users } from './identity';
import { logbookEntries } from './logbook';
import { oneOf } from './one-of';

/**
 * A flight track (GPX, IGC or KML) on a company flight or on a personal logbook line: the original in
 * `stored_files`, the simplified line for display and the figures read from the whole track. A flight's
 * track belongs to the flight's company; a logbook line's to its pilot (company null). Deleting the
 * track, or what it belongs to, deletes the file (trigger `tracks_delete_file`). A secret link shares it:
 * only the token's SHA-256 is kept.
 */
export const tracks = pgTable(
  'tracks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id').references(() => flights.id, { onDelete: 'cascade' }),
    logbookEntryId: integer('logbook_entry_id').references(() => logbookEntries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull(),
    format: text('format', { enum: TRACK_FORMATS }).notNull(),
    fileName: text('file_name').notNull(),
    line: jsonb('line').$type<TrackLine>().notNull(),
    pointCount: integer('point_count').notNull(),
    distanceM: integer('distance_m').notNull(),
    maxAltitudeM: integer('max_altitude_m'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    takeoffAt: timestamp('takeoff_at', { withTimezone: true }),
    landingAt: timestamp('landing_at', { withTimezone: true }),
    /** The directory's airports nearest to the first and last position, as found at upload. */
    departure: jsonb('departure').$type<TrackAirport>(),
    arrival: jsonb('arrival').$type<TrackAirport>(),
    shareTokenHash: text('share_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.fileId], foreignColumns: [storedFiles.id] }).onDelete('cascade'),
    uniqueIndex('tracks_flight_unique').on(t.flightId),
    uniqueIndex('tracks_logbook_entry_unique').on(t.logbookEntryId),
    uniqueIndex('tracks_share_token_unique').on(t.shareTokenHash),
    check('tracks_owner_check', sql`num_nonnulls(${t.flightId}, ${t.logbookEntryId}) = 1`),
    check('tracks_company_check', sql`(${t.flightId} is null) = (${t.companyId} is null)`),
    check('tracks_format_check', oneOf(t.format, TRACK_FORMATS)),
    check('tracks_figures_check', sql`${t.pointCount} >= 2 and ${t.distanceM} >= 0 and ${t.endedAt} >= ${t.startedAt}`),
    check('tracks_share_token_check', sql`${t.shareTokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
