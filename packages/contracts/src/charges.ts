import { z } from 'zod';
import { listQuerySchema } from './common';

/** Which counter an aircraft's time is charged by: Hobbs, tach, block (off to on block) or airborne (takeoff to landing). */
export const BILLING_BASES = ['hobbs', 'tach', 'block', 'airborne'] as const;
export const billingBasisSchema = z.enum(BILLING_BASES);
export type BillingBasis = z.infer<typeof billingBasisSchema>;

/** A club's four tax spheres (ideeller Bereich, Vermögensverwaltung, Zweckbetrieb, wirtschaftlicher Geschäftsbetrieb). */
export const TAX_SPHERES = ['ideell', 'vermoegen', 'zweckbetrieb', 'wirtschaftlich'] as const;
export const taxSphereSchema = z.enum(TAX_SPHERES);
export type TaxSphere = z.infer<typeof taxSphereSchema>;

/** A revenue account number of the chart of accounts (SKR 03/04: four to six digits). */
export const revenueAccountSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{4,6}$/, 'Enter an account number of 4 to 6 digits');

export const CHARGE_KINDS = ['aircraft', 'instructor', 'landing', 'landing_fee', 'booking', 'fuel_credit'] as const;
export const chargeKindSchema = z.enum(CHARGE_KINDS);
export type ChargeKind = z.infer<typeof chargeKindSchema>;

export const CHARGE_STATUSES = ['unbilled', 'billed'] as const;
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

/** What a line's quantity counts: minutes (priced per hour), landings, flights, or decilitres (priced per litre). */
export const CHARGE_UNITS = ['minutes', 'landings', 'flights', 'decilitres'] as const;
export const chargeUnitSchema = z.enum(CHARGE_UNITS);
export type ChargeUnit = z.infer<typeof chargeUnitSchema>;

/** One priced line of a flight for one payer. Money in minor units of `currency`; only a fuel credit is negative. */
export const chargeLineSchema = z.object({
  id: z.number().int(),
  flight_id: z.number().int(),
  /** The payer; null when the company bears the flight. */
  membership_id: z.number().int().nullable(),
  payer_name: z.string().nullable(),
  fee_id: z.number().int().nullable(),
  kind: chargeKindSchema,
  description: z.string(),
  quantity: z.number().int(),
  unit: chargeUnitSchema,
  /** Per hour for minutes, per litre for decilitres, else per unit. */
  unit_price: z.number().int(),
  share_percent: z.number().int(),
  net: z.number().int(),
  vat_rate: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  currency: z.string(),
  revenue_account: z.string(),
  package_id: z.number().int().nullable(),
  entry_id: z.number().int().nullable(),
  status: chargeStatusSchema,
  created_at: z.string(),
});
export type ChargeLine = z.infer<typeof chargeLineSchema>;

/** `GET /api/companies/{id}/charges`: accounting's list of charge lines. */
export const chargeListQuerySchema = listQuerySchema.omit({ search: true }).extend({
  status: chargeStatusSchema.optional(),
  membership_id: z.coerce.number().int().positive().optional(),
  /** Flights from this day (company's zone) on. */
  from: z.iso.date().optional(),
  /** Flights up to and including this day. */
  to: z.iso.date().optional(),
});
export type ChargeListQuery = z.infer<typeof chargeListQuerySchema>;

/** `PATCH /api/flights/{id}/payer`: who pays an unbilled flight. `payer_membership_id` null: the company bears it. */
export const flightPayerSchema = z
  .object({
    payer_membership_id: z.number().int().positive().nullable(),
    second_payer_membership_id: z.number().int().positive().nullable().default(null),
    second_payer_percent: z.number().int().min(1).max(99).nullable().default(null),
  })
  .strict();
export type FlightPayer = z.infer<typeof flightPayerSchema>;

/** A flight's lines with their total (gross, minor units). */
export const flightChargesSchema = z.object({
  data: z.array(chargeLineSchema),
  meta: z.object({ total: z.number().int(), currency: z.string(), billed: z.boolean() }),
});

/** An instructor of the company and the per-hour fee their time on a flight is charged by (`fee_id` null: not charged). */
export const instructorRateSchema = z.object({
  membership_id: z.number().int(),
  name: z.string(),
  fee_id: z.number().int().nullable(),
});
export type InstructorRate = z.infer<typeof instructorRateSchema>;
export const instructorRateListSchema = z.object({ data: z.array(instructorRateSchema) });

/** Every instructor's rate at once: an instructor left out has none afterwards. */
export const instructorRatesUpdateSchema = z.object({
  rates: z
    .array(z.object({ membership_id: z.number().int().positive(), fee_id: z.number().int().positive().nullable() }))
    .max(500),
});
export type InstructorRatesUpdate = z.infer<typeof instructorRatesUpdateSchema>;
