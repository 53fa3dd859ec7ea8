import { z } from 'zod';
import { idParam, listQuerySchema, permissionsQuery } from './common';
import { minorUnitsSchema, rowPermissionsSchema } from './fees';
import { airplaneCategorySchema } from './fleet';
import { packageMessages } from './package-messages';
import { validationMessages } from './request-messages';

/** What a line of a package's usage is: a flight it paid, or its remainder lapsed or refunded at expiry. */
export const PACKAGE_USAGE_KINDS = ['flight', 'lapse', 'refund'] as const;
export type PackageUsageKind = (typeof PACKAGE_USAGE_KINDS)[number];

/** What happens to what is left of a package when it expires (company setting `accounting.package_remainder`). */
export const PACKAGE_REMAINDERS = ['lapse', 'refund'] as const;

const text = (max: number) => z.string().trim().max(max, validationMessages.maxLength(max).message);

const offerFields = {
  name: text(120).min(1, 'This field is required'),
  description: text(2000),
  price: minorUnitsSchema,
  credit_minutes: z.number().int().min(1).max(100_000).nullable(),
  credit_amount: minorUnitsSchema.refine((value) => value > 0, 'This field is required').nullable(),
  airplane_ids: z.array(z.number().int().positive()).max(100),
  category: airplaneCategorySchema.nullable(),
  validity_days: z.number().int().min(1).max(3660),
  discount_percent: z.number().int().min(0).max(100),
};

type CreditShape = { credit_minutes?: number | null; credit_amount?: number | null };
const oneCredit = (value: CreditShape) => (value.credit_minutes == null) !== (value.credit_amount == null);
const moneyUnrestricted = (value: CreditShape & { airplane_ids?: number[]; category?: string | null }) =>
  value.credit_amount == null || (!value.category && !value.airplane_ids?.length);

export const packageOfferCreateSchema = z
  .object({
    ...offerFields,
    description: offerFields.description.default(''),
    credit_minutes: offerFields.credit_minutes.default(null),
    credit_amount: offerFields.credit_amount.default(null),
    airplane_ids: offerFields.airplane_ids.default([]),
    category: offerFields.category.default(null),
    discount_percent: offerFields.discount_percent.default(0),
  })
  .refine(oneCredit, { path: ['credit_minutes'], message: packageMessages.creditOne.message })
  .refine(moneyUnrestricted, { path: ['airplane_ids'], message: packageMessages.moneyUnrestricted.message });
export type PackageOfferCreate = z.infer<typeof packageOfferCreateSchema>;

/** Changes to an offer; what a member already bought keeps the terms of its sale. */
export const packageOfferUpdateSchema = z.object(offerFields).partial().strict();
export type PackageOfferUpdate = z.infer<typeof packageOfferUpdateSchema>;

export const packageSellSchema = z.object({ membership_id: z.number().int().positive(), paid: z.boolean().default(false) });
export type PackageSell = z.infer<typeof packageSellSchema>;

export const packageUsageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PACKAGE_USAGE_KINDS),
  flight_id: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  value: z.number().int(),
  at: z.string(),
  returned_at: z.string().nullable(),
});
export type PackageUsage = z.infer<typeof packageUsageSchema>;

/** An offer (`membership_id` null) or a package a member owns; both live at `/api/prePaidPackages/{id}`. */
export const prepaidPackageSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.string(),
  credit_minutes: z.number().int().nullable(),
  credit_amount: z.number().int().nullable(),
  airplane_ids: z.array(z.number().int()),
  category: airplaneCategorySchema.nullable(),
  validity_days: z.number().int(),
  discount_percent: z.number().int(),
  retired_at: z.string().nullable(),
  offer_id: z.number().int().nullable(),
  membership_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  sold_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  remaining_minutes: z.number().int().nullable(),
  remaining_amount: z.number().int().nullable(),
  closed_at: z.string().nullable(),
  usage: z.array(packageUsageSchema).optional(),
  permissions: rowPermissionsSchema.optional(),
});
export type PrepaidPackage = z.infer<typeof prepaidPackageSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Offers by default; `sold=true` the packages sold to members (`membership_id`, `expiring_within_days`). */
export const packageListQuerySchema = listQuerySchema.extend({
  sold: booleanParam,
  retired: booleanParam,
  membership_id: idParam.optional(),
  expiring_within_days: z.coerce.number().int().min(0).max(3660).optional(),
  ...permissionsQuery('prepaid_package'),
});
export type PackageListQuery = z.infer<typeof packageListQuerySchema>;
