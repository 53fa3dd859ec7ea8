import { z } from 'zod';
import { isoDateSchema, listQuerySchema } from './common';
import { rowPermissionsSchema } from './fees';
import { AIRPLANE_CATEGORIES } from './fleet';
import { logbookMessages } from './logbook-messages';
import { messageParamsSchema } from './message';
import { validationMessages } from './request-messages';

export const LOGBOOK_FUNCTIONS = ['pic', 'copilot', 'dual', 'instructor'] as const;
export const logbookFunctionSchema = z.enum(LOGBOOK_FUNCTIONS);
export type LogbookFunction = z.infer<typeof logbookFunctionSchema>;

export const LOGBOOK_SOURCES = ['flight', 'personal'] as const;

/** The time columns of an entry that are parts of its total time of flight (and so never exceed it). */
export const LOGBOOK_PARTS_OF_TOTAL = [
  'se_minutes',
  'me_minutes',
  'multi_pilot_minutes',
  'night_minutes',
  'ifr_minutes',
  'pic_minutes',
  'copilot_minutes',
  'dual_minutes',
  'instructor_minutes',
] as const;
/** Every number a logbook adds up from page to page, as EASA's page footer does. */
export const LOGBOOK_SUMMED = [
  ...LOGBOOK_PARTS_OF_TOTAL,
  'total_minutes',
  'fstd_minutes',
  'landings_day',
  'landings_night',
] as const;

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
/** UTC time of day, as a logbook column shows it. */
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, logbookMessages.timeFormat.message);
const minutes = z.number().int('Integers only').min(0, 'The value may not be negative').max(100_000);
const count = z.number().int('Integers only').min(0, 'The value may not be negative').max(999);

const entryFields = {
  date: isoDateSchema,
  departure_place: text(60).toUpperCase().min(1, 'This field is required').nullable(),
  departure_time: hhmmSchema.nullable(),
  arrival_place: text(60).toUpperCase().min(1, 'This field is required').nullable(),
  arrival_time: hhmmSchema.nullable(),
  /** Only when the arrival is on a later (UTC) day than `date`. */
  arrival_date: isoDateSchema.nullable(),
  aircraft_type: text(40).nullable(),
  registration: text(20).toUpperCase().nullable(),
  aircraft_category: z.enum(AIRPLANE_CATEGORIES).nullable(),
  se_minutes: minutes,
  me_minutes: minutes,
  multi_pilot_minutes: minutes,
  /** Computed from departure and arrival when not given. */
  total_minutes: minutes,
  pic_name: text(100).nullable(),
  landings_day: count,
  landings_night: count,
  night_minutes: minutes,
  ifr_minutes: minutes,
  pic_minutes: minutes,
  copilot_minutes: minutes,
  dual_minutes: minutes,
  instructor_minutes: minutes,
  fstd_type: text(60).nullable(),
  fstd_minutes: minutes,
  remarks: text(1000).nullable(),
};

/** A personal entry: a flight elsewhere (departure and arrival) or an FSTD session (`fstd_minutes`). */
export const logbookEntryCreateSchema = z.object(entryFields).partial().required({ date: true });
export type LogbookEntryCreate = z.infer<typeof logbookEntryCreateSchema>;

export const logbookEntryUpdateSchema = z.object(entryFields).partial().strict();
export type LogbookEntryUpdate = z.infer<typeof logbookEntryUpdateSchema>;

export const logbookListQuerySchema = listQuerySchema.extend({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Registration or aircraft type. */
  aircraft: text(40).optional(),
  /** Departure or arrival place. */
  airport: text(60).optional(),
  function: logbookFunctionSchema.optional(),
  source: z.enum(LOGBOOK_SOURCES).optional(),
});
export type LogbookListQuery = z.infer<typeof logbookListQuerySchema>;

export const logbookEntrySchema = z.object({
  id: z.number().int(),
  source: z.enum(LOGBOOK_SOURCES),
  flight_id: z.number().int().nullable(),
  date: z.string(),
  departure_place: z.string().nullable(),
  departure_time: z.string().nullable(),
  arrival_place: z.string().nullable(),
  arrival_time: z.string().nullable(),
  arrival_date: z.string().nullable(),
  aircraft_type: z.string().nullable(),
  registration: z.string().nullable(),
  aircraft_category: z.string().nullable(),
  se_minutes: z.number().int(),
  me_minutes: z.number().int(),
  multi_pilot_minutes: z.number().int(),
  total_minutes: z.number().int(),
  pic_name: z.string().nullable(),
  landings_day: z.number().int(),
  landings_night: z.number().int(),
  night_minutes: z.number().int(),
  ifr_minutes: z.number().int(),
  pic_minutes: z.number().int(),
  copilot_minutes: z.number().int(),
  dual_minutes: z.number().int(),
  instructor_minutes: z.number().int(),
  fstd_type: z.string().nullable(),
  fstd_minutes: z.number().int(),
  remarks: z.string().nullable(),
  /** Sent by the entry routes: a line a company flight wrote is read-only here (it changes with the flight). */
  permissions: rowPermissionsSchema.optional(),
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

const total = z.number().int('Integers only').min(0, 'The value may not be negative').max(10_000_000);
const carryForwardNumbers = {
  total_minutes: total,
  se_minutes: total,
  me_minutes: total,
  multi_pilot_minutes: total,
  night_minutes: total,
  ifr_minutes: total,
  pic_minutes: total,
  copilot_minutes: total,
  dual_minutes: total,
  instructor_minutes: total,
  fstd_minutes: total,
  landings_day: total,
  landings_night: total,
};

/** Previous experience: replaced as a whole, absent numbers are 0. */
export const carryForwardPutSchema = z
  .object({ as_of: isoDateSchema.nullable(), ...carryForwardNumbers, remarks: text(1000).nullable() })
  .partial();
export type CarryForwardPut = z.infer<typeof carryForwardPutSchema>;
export const carryForwardSchema = z.object({
  as_of: z.string().nullable(),
  ...carryForwardNumbers,
  remarks: z.string().nullable(),
});
export type CarryForward = z.infer<typeof carryForwardSchema>;

const periodSchema = z.object({
  from: z.string(),
  total_minutes: z.number().int(),
  pic_minutes: z.number().int(),
  landings_day: z.number().int(),
  landings_night: z.number().int(),
  flights: z.number().int(),
});

const recencyClassSchema = z.object({
  /** The class (SEP, MEP, TMG) or, for other aircraft, the type the landings were made in. */
  class: z.string(),
  landings: z.number().int(),
  current: z.boolean(),
  valid_until: z.string().nullable(),
});

/** FCL.060(b), per class or type; the top-level figures are those of the class that stays current longest. */
const recencySchema = z.object({
  current: z.boolean(),
  landings: z.number().int(),
  needed: z.number().int(),
  /** The last day the pilot is current, from the landings on file; null when not current. */
  valid_until: z.string().nullable(),
  classes: z.array(recencyClassSchema),
});
export type Recency = z.infer<typeof recencySchema>;

export const DOCUMENT_STATES = ['valid', 'expiring', 'expired'] as const;

export const validitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['licence', 'rating', 'medical']),
  code: z.string(),
  expires_on: z.string().nullable(),
  days_left: z.number().int().nullable(),
  state: z.enum(DOCUMENT_STATES),
  /** Class ratings (SEP, TMG): the experience FCL.740.A asks for in the 12 months before expiry. */
  revalidation: z
    .object({
      from: z.string(),
      to: z.string(),
      total_minutes: z.object({ done: z.number().int(), needed: z.number().int() }),
      pic_minutes: z.object({ done: z.number().int(), needed: z.number().int() }),
      landings: z.object({ done: z.number().int(), needed: z.number().int() }),
      training_flight_minutes: z.object({ done: z.number().int(), needed: z.number().int() }),
      met: z.boolean(),
    })
    .nullable(),
});
export type Validity = z.infer<typeof validitySchema>;

export const logbookCurrencySchema = z.object({
  today: z.string(),
  /** A pilot licence is on file: only then does passenger currency apply. */
  licensed: z.boolean(),
  /** The logbook has any entry: someone without a licence or a flight is shown no currency at all. */
  has_entries: z.boolean(),
  passengers: recencySchema,
  night: recencySchema,
  documents: z.array(validitySchema),
});
export type LogbookCurrency = z.infer<typeof logbookCurrencySchema>;

const minutesByKey = z.record(z.string(), z.number().int());

export const logbookTotalsSchema = z.object({
  data: z.object({
    total_minutes: z.number().int(),
    landings: z.object({ day: z.number().int(), night: z.number().int() }),
    flights: z.number().int(),
    by_function: z.object({
      pic_minutes: z.number().int(),
      copilot_minutes: z.number().int(),
      dual_minutes: z.number().int(),
      instructor_minutes: z.number().int(),
    }),
    by_condition: z.object({ night_minutes: z.number().int(), ifr_minutes: z.number().int() }),
    by_engine: z.object({
      se_minutes: z.number().int(),
      me_minutes: z.number().int(),
      multi_pilot_minutes: z.number().int(),
    }),
    fstd_minutes: z.number().int(),
    by_category: minutesByKey,
    by_type: z.array(z.object({ aircraft_type: z.string(), total_minutes: z.number().int(), flights: z.number().int() })),
    last_90_days: periodSchema,
    last_12_months: periodSchema,
    carried_forward: carryForwardSchema,
    currency: logbookCurrencySchema,
  }),
});
export type LogbookTotals = z.infer<typeof logbookTotalsSchema>['data'];

export const logbookImportQuerySchema = z.object({ dry_run: z.enum(['true', 'false', '1', '0']).optional() });

export const logbookImportResultSchema = z.object({
  data: z.object({
    rows: z.number().int(),
    new: z.number().int(),
    duplicates: z.number().int(),
    /** Each bad row: its problem in words ("field: …"), and the field with the problem's code to translate it by. */
    errors: z.array(
      z.object({ row: z.number().int(), message: z.string(), field: z.string(), code: z.string(), params: messageParamsSchema }),
    ),
  }),
});
export type LogbookImportResult = z.infer<typeof logbookImportResultSchema>['data'];

export const logbookExportQuerySchema = z.object({
  format: z.enum(['csv', 'pdf']).default('csv'),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
