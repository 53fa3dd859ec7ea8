import { z } from 'zod';

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
