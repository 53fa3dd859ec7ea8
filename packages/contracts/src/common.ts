import { z } from 'zod';
import { identityMessages } from './identity-messages';
import { messageCodeSchema, messageParamsSchema } from './message';

export const LOCALES = ['de', 'en', 'no'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const ROLES = ['admin', 'accounting', 'instructor', 'student', 'crew', 'member'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const idParam = z.coerce.number().int().positive();

/**
 * Every error: the English `message`, its stable `code` and `params` (the web translates by these);
 * a 422 also names its fields, in words (`errors`, Laravel's shape) and in codes (`error_codes`).
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  params: messageParamsSchema,
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_codes: z.record(z.string(), z.array(messageCodeSchema)).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** `paginate=false` returns every row; `true`/absent pages them. */
export const paginateParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const emailSchema = z
  .email('Please enter a valid email')
  .max(255)
  .transform((value) => value.toLowerCase());
export const passwordSchema = z.string().min(8, 'You must enter a minimum of 8 characters').max(200);

/** A confirmation the web shows: English `message`, and `code` and `params` to translate it by. */
export const messageSchema = z.object({ message: z.string(), code: z.string(), params: messageParamsSchema });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Query of every list: `paginate=false` returns all rows, otherwise `page` of `per_page` rows. */
export const listQuerySchema = z.object({
  paginate: paginateParam,
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A list answer: `meta` only when paginated. */
/** One page of a list the server pages: `{data, meta}`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });
/** One row's answer: `{data}`. */
export const oneOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema.optional() });

/** `permissions[<entity>]=*` asks each row to carry its permission booleans. */
export const permissionsQuery = <E extends string>(entity: E) =>
  ({ [`permissions[${entity}]`]: z.string().optional() }) as Record<`permissions[${E}]`, z.ZodOptional<z.ZodString>>;

/** A calendar day, `YYYY-MM-DD`; there is no year 0 (PostgreSQL refuses it, so it is refused here, field by field). */
export const isoDateSchema = z.iso.date('Invalid format').refine((date) => !date.startsWith('0000-'), 'Invalid format');

/** A new password typed twice; the mismatch is reported on `password_confirmation`. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodString; password_confirmation: z.ZodString }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: identityMessages.passwordMismatch.message,
  });
}
