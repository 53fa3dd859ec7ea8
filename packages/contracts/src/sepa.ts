import { z } from 'zod';
import { isoDateSchema, listQuerySchema, pageOf } from './common';
import { minorUnitsSchema } from './fees';
import { SEPA_COLLECTION_STATUSES, SEPA_FORMATS, SEPA_ITEM_STATUSES, SEPA_SEQUENCES } from './invoicing';
import { validationMessages } from './request-messages';
import { sepaMessages } from './sepa-messages';

/** Spaces and lower case are how people write an IBAN; the file carries it in electronic form. */
const ibanSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, sepaMessages.ibanInvalid.message));

/** The characters the SEPA rulebook allows in a mandate reference. */
const mandateReferenceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+?/:().,'-]{1,35}$/, sepaMessages.referenceInvalid.message);

export const sepaMandatePutSchema = z.object({
  reference: mandateReferenceSchema,
  signed_on: isoDateSchema,
  account_holder: z.string().trim().min(1, 'This field is required').max(70, validationMessages.maxLength(70).message),
  iban: ibanSchema,
  bic: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .nullable()
    .default(null)
    .transform((value) => value || null),
});
export type SepaMandatePut = z.infer<typeof sepaMandatePutSchema>;

export const sepaMandateSchema = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  reference: z.string(),
  signed_on: z.string(),
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  /** The sequence of its next collection: FRST until the first one, RCUR after. */
  next_sequence: z.enum(SEPA_SEQUENCES),
  first_collected_at: z.string().nullable(),
  updated_at: z.string(),
});
export type SepaMandate = z.infer<typeof sepaMandateSchema>;
/** A member without a mandate answers `{data: null}`. */
export const sepaMandateAnswerSchema = z.object({ data: sepaMandateSchema.nullable() });

export const sepaFormatSchema = z.enum(SEPA_FORMATS);

export const sepaCollectionCreateSchema = z.object({
  invoice_ids: z.array(z.number().int().positive()).min(1).max(1000),
  collection_date: isoDateSchema,
  format: sepaFormatSchema.default('pain.008.001.08'),
});
export type SepaCollectionCreate = z.infer<typeof sepaCollectionCreateSchema>;

export const sepaCollectionItemSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  membership_id: z.number().int().nullable(),
  debtor_name: z.string(),
  mandate_reference: z.string(),
  sequence: z.enum(SEPA_SEQUENCES),
  end_to_end_id: z.string(),
  amount: z.number().int(),
  status: z.enum(SEPA_ITEM_STATUSES),
});

export const sepaCollectionSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  format: sepaFormatSchema,
  collection_date: z.string(),
  status: z.enum(SEPA_COLLECTION_STATUSES),
  item_count: z.number().int(),
  control_sum: z.number().int(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  items: z.array(sepaCollectionItemSchema),
});
export type SepaCollection = z.infer<typeof sepaCollectionSchema>;

export const sepaCollectionListQuerySchema = listQuerySchema.omit({ paginate: true, search: true });
export const sepaCollectionPageSchema = pageOf(sepaCollectionSchema);

/** An open invoice of a member with a live mandate that a new run may collect. */
export const sepaCandidateSchema = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  membership_id: z.number().int(),
  debtor_name: z.string(),
  due_at: z.string().nullable(),
  open_amount: z.number().int(),
  mandate_reference: z.string(),
  sequence: z.enum(SEPA_SEQUENCES),
});
export type SepaCandidate = z.infer<typeof sepaCandidateSchema>;

export const sepaReturnSchema = z.object({
  invoice_id: z.number().int().positive(),
  /** The bank's return fee, charged to the member; none when absent. */
  fee: minorUnitsSchema
    .refine((value) => value > 0, 'This field is required')
    .nullable()
    .default(null),
});
export type SepaReturn = z.infer<typeof sepaReturnSchema>;
