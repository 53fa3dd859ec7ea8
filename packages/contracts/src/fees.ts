import { z } from 'zod';
import { airportSchema } from './airports';
import { revenueAccountSchema, taxSphereSchema } from './charges';
import { isoDateSchema, listQuerySchema, permissionsQuery } from './common';
import { feeMessages } from './fee-messages';
import { validationMessages } from './request-messages';

export const FEE_KINDS = ['per_hour', 'per_flight', 'per_landing', 'flat', 'per_month', 'per_year'] as const;
export const feeKindSchema = z.enum(FEE_KINDS);
export type FeeKind = z.infer<typeof feeKindSchema>;

export const rowPermissionsSchema = z.object({ view: z.boolean(), update: z.boolean(), delete: z.boolean() });
export type RowPermissions = z.infer<typeof rowPermissionsSchema>;

/** Money in minor units (cents, øre) of the company's currency. */
export const minorUnitsSchema = z
  .number('This field can only contain numbers')
  .int('This field can only contain numbers')
  .min(0, feeMessages.amountNegative.message)
  .max(100_000_000, feeMessages.amountTooLarge.message);

/** VAT in basis points: 1900 is 19 %. */
export const vatRateSchema = z.number().int().min(0).max(10000, feeMessages.vatTooHigh.message);

const required = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, validationMessages.maxLength(max).message);

const feeFields = {
  ident: required(30),
  title: required(255),
  kind: feeKindSchema,
  amount: minorUnitsSchema,
  vat_rate: vatRateSchema,
  revenue_account: revenueAccountSchema,
  tax_sphere: taxSphereSchema.nullable(),
  valid_from: isoDateSchema.nullable().optional(),
  valid_until: isoDateSchema.nullable().optional(),
};

const validUntilAfterFrom = (value: { valid_from?: string | null; valid_until?: string | null }) =>
  !value.valid_from || !value.valid_until || value.valid_until >= value.valid_from;

export const feeCreateSchema = z
  .object({
    ...feeFields,
    vat_rate: vatRateSchema.default(0),
    revenue_account: revenueAccountSchema.default('8400'),
    tax_sphere: taxSphereSchema.nullable().default(null),
  })
  .refine(validUntilAfterFrom, { path: ['valid_until'], message: feeMessages.validUntil.message });
export type FeeCreate = z.infer<typeof feeCreateSchema>;

export const feeUpdateSchema = z.object(feeFields).partial().strict();
export type FeeUpdate = z.infer<typeof feeUpdateSchema>;

export const feeSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  ident: z.string(),
  title: z.string(),
  kind: feeKindSchema,
  amount: z.number().int(),
  currency: z.string(),
  vat_rate: z.number().int(),
  revenue_account: z.string(),
  tax_sphere: taxSphereSchema.nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  created_at: z.string(),
  permissions: rowPermissionsSchema.optional(),
});
export type Fee = z.infer<typeof feeSchema>;

export const feeListQuerySchema = listQuerySchema.extend({ kind: feeKindSchema.optional(), ...permissionsQuery('fee') });

export const landingFeeCreateSchema = z
  .object({
    airport_id: z.number().int().positive(),
    airplane_id: z.number().int().positive().nullable().optional(),
    mtow_max_kg: z.number().int().positive().max(600_000).nullable().optional(),
    amount: minorUnitsSchema,
  })
  .refine((value) => !value.airplane_id || !value.mtow_max_kg, {
    path: ['mtow_max_kg'],
    message: feeMessages.landingFeeBoth.message,
  });
export type LandingFeeCreate = z.infer<typeof landingFeeCreateSchema>;

export const landingFeeUpdateSchema = z
  .object({
    airplane_id: z.number().int().positive().nullable(),
    mtow_max_kg: z.number().int().positive().max(600_000).nullable(),
    amount: minorUnitsSchema,
  })
  .partial()
  .strict();
export type LandingFeeUpdate = z.infer<typeof landingFeeUpdateSchema>;

export const landingFeeSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  airport_id: z.number().int(),
  airplane_id: z.number().int().nullable(),
  mtow_max_kg: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  permissions: rowPermissionsSchema.optional(),
  airport: airportSchema.optional(),
});
export type LandingFee = z.infer<typeof landingFeeSchema>;

/** `index=true` answers every row at once, for the local copy. */
export const landingFeeListQuerySchema = listQuerySchema.omit({ search: true }).extend({
  index: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  airport_id: z.coerce.number().int().positive().optional(),
  airplane_id: z.coerce.number().int().positive().optional(),
  include: z.string().max(100).optional(),
  ...permissionsQuery('landing_fee'),
});
