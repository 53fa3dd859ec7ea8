import { z } from 'zod';
import { academySettingsChangeSchema } from './academy-courses';
import { accountingSettingsChangeSchema } from './accounts';
import { airportSchema } from './airports';
import { bookingSettingsChangeSchema } from './booking';
import { listQuerySchema, type Role, roleSchema } from './common';
import { companyMessages } from './company-messages';
import { validationMessages } from './request-messages';
import { workHourSettingsSchema } from './work-hours';

export const COMPANY_KINDS = ['club', 'school', 'fbo'] as const;
export const companyKindSchema = z.enum(COMPANY_KINDS);
export type CompanyKind = z.infer<typeof companyKindSchema>;

export const MEMBERSHIP_STATUSES = ['invited', 'pending', 'approved', 'rejected', 'suspended', 'left'] as const;
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const currencies = new Set(Intl.supportedValuesOf('currency'));

export const timezoneSchema = z.string().refine(isTimeZone, companyMessages.timezone.message);
export const currencySchema = z.string().refine((value) => currencies.has(value), companyMessages.currency.message);

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);
const optionalText = (max: number) => text(max).nullable().optional();

const companyFields = {
  name: text(255).min(1, 'This field is required'),
  kind: companyKindSchema,
  street: optionalText(255),
  postal_code: optionalText(20),
  city: optionalText(255),
  country: z.string().regex(/^[A-Z]{2}$/, 'Invalid format'),
  email: z.email('Please enter a valid email').max(255).nullable().optional(),
  phone: optionalText(50),
  website: z.httpUrl('Invalid format').max(2000).nullable().optional(),
  timezone: timezoneSchema,
  currency: currencySchema,
  logo_url: optionalText(2000),
  home_airport_id: z.number().int().positive().nullable().optional(),
};

export const companyCreateSchema = z.object({
  ...companyFields,
  kind: companyFields.kind.default('club'),
  country: companyFields.country.default('DE'),
  timezone: companyFields.timezone.default('Europe/Berlin'),
  currency: companyFields.currency.default('EUR'),
});
export type CompanyCreate = z.infer<typeof companyCreateSchema>;

/** `settings.memberships`: the role a join request gets on approval (default `member`). */
export const membershipSettingsSchema = z.object({ default_role: roleSchema }).strict();
/** `settings.mail`: the company's footer of outgoing member mail; null or empty for none. */
export const mailSettingsSchema = z
  .object({ footer: z.string().trim().max(500, validationMessages.maxLength(500).message).nullable() })
  .strict();

/** The role a join request gets on approval, `member` unless the company set another. */
export function defaultRoleOf(settings: Record<string, unknown> | null | undefined): Role {
  const parsed = membershipSettingsSchema.safeParse(settings?.memberships);
  return parsed.success ? parsed.data.default_role : 'member';
}

/** The company's own lines for the foot of its mail, or null. */
export function mailFooterOf(settings: Record<string, unknown> | null | undefined): string | null {
  const parsed = mailSettingsSchema.safeParse(settings?.mail);
  return parsed.success && parsed.data.footer ? parsed.data.footer : null;
}

/** Settings are merged key by key (`booking`, `accounting` and `academy` one level deeper); the keys the product reads are checked, so a bad value is refused with its field named. */
const companySettingsSchema = z.looseObject({
  booking: bookingSettingsChangeSchema.optional(),
  accounting: accountingSettingsChangeSchema.optional(),
  academy: academySettingsChangeSchema.optional(),
  /** Whether the fixed base operator of the home airfield sees the company's bookings as movements. */
  movements: z.object({ share_with_operator: z.boolean() }).strict().optional(),
  /** The club's yearly work-hours quota per member (Arbeitsstunden), replaced as a whole. */
  work_hours: workHourSettingsSchema.optional(),
  /** The role a member who asked to join gets when an admin approves them, replaced as a whole. */
  memberships: membershipSettingsSchema.optional(),
  /** Lines under the company's name at the foot of its member mail (address, register number), replaced as a whole. */
  mail: mailSettingsSchema.optional(),
});

export const companyUpdateSchema = z
  .object({ ...companyFields, settings: companySettingsSchema })
  .partial()
  .strict();
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** The caller's own membership in a company. */
export const ownMembershipSchema = z.object({ id: z.number().int(), status: membershipStatusSchema, roles: z.array(roleSchema) });

/**
 * What the caller may do in the company where no row exists yet to carry its own `permissions`,
 * answered by the API's policies so the web never re-derives them from roles.
 */
export const companyPermissionsSchema = z.object({
  /** Name another member as a booking's pilot. */
  book_for_others: z.boolean(),
  /** Block an aircraft for maintenance or a club event. */
  block_aircraft: z.boolean(),
  /** Name another member as a flight's pilot. */
  record_flights_for_others: z.boolean(),
  /** Record a flight whose counters do not continue the last one, with a reason. */
  override_flight_readings: z.boolean(),
  /** Every flight of the company, not only those on board. */
  see_all_flights: z.boolean(),
  /** The accounting pages. */
  see_accounting: z.boolean(),
  /** Every member's account and its lines (not only the caller's own). */
  see_accounts: z.boolean(),
  /** Post a manual charge, credit or payment on a member's account. */
  post_transactions: z.boolean(),
  /** List, write, issue and cancel the company's invoices, run the billing and keep its billing details. */
  keep_invoices: z.boolean(),
  /** Record any member's payments and keep their SEPA mandates. */
  record_payments: z.boolean(),
  /** Make, download, confirm and settle SEPA direct debit runs. */
  collect_payments: z.boolean(),
  /** Hand the books to the tax adviser (the DATEV export). */
  export_books: z.boolean(),
  create_airplane: z.boolean(),
  create_fee: z.boolean(),
  create_landing_fee: z.boolean(),
  /** Approve, change and invite memberships. */
  manage_memberships: z.boolean(),
  /** The students list: every student for admins, those they train for instructors. */
  see_students: z.boolean(),
  /** Every student of the company, not only those the caller trains. */
  see_all_students: z.boolean(),
  /** The company's own details and settings, and its administration pages. */
  administer: z.boolean(),
  /** Create, change and cancel club events and read their registrations. */
  manage_events: z.boolean(),
  /** Create document folders, upload, and see who has read a must-read document. */
  manage_documents: z.boolean(),
  /** Approve or reject members' work hours and read the year's report of every member. */
  review_work_hours: z.boolean(),
  /** Write member mail (Rundmail) and see its delivery per recipient. */
  send_mailings: z.boolean(),
  /** Read the company's reports (flight hours, utilisation, member activity) and export them. */
  view_reports: z.boolean(),
});
export type CompanyPermissions = z.infer<typeof companyPermissionsSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: companyKindSchema,
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  logo_url: z.string().nullable(),
  home_airport_id: z.number().int().nullable(),
  settings: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  membership: ownMembershipSchema.nullable(),
  /**
   * What the caller may do in the company: sent by `GET /api/companies/{id}` and `PATCH`, and in the list
   * for each company where the caller holds an approved membership.
   */
  permissions: companyPermissionsSchema.optional(),
});
export type Company = z.infer<typeof companySchema>;

export const companyDirectoryEntrySchema = companySchema.pick({
  id: true,
  name: true,
  kind: true,
  city: true,
  country: true,
  membership: true,
});
export type CompanyDirectoryEntry = z.infer<typeof companyDirectoryEntrySchema>;

export const companyListQuerySchema = listQuerySchema;
export const companyDirectoryQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/** The airfield a company flies from: the one it set, or else the home base of most of its aircraft. */
export const companyHomeAirportSchema = z.object({
  airport: airportSchema,
  source: z.enum(['setting', 'fleet']),
});
export type CompanyHomeAirport = z.infer<typeof companyHomeAirportSchema>;

/** What a membership row carries about its company. */
export const companySummarySchema = companySchema.pick({ id: true, name: true, kind: true, timezone: true, currency: true });
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** One field a settings change touched, as it was and as it became (`settings.booking.max_days_ahead`, `name`, …). */
export const settingsFieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One audited change of the company's details or settings (GET /api/companies/{id}/settingsChanges), newest first. */
export const settingsChangeSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who changed it (null once their account is gone); `acting_as` while impersonating. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  acting_as: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changes: z.array(settingsFieldChangeSchema),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
export const settingsChangesQuerySchema = listQuerySchema.pick({ page: true, per_page: true });
