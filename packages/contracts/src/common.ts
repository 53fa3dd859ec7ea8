import { z } from 'zod';

export const LOCALES = ['de', 'en', 'no'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const ROLES = ['admin', 'accounting', 'instructor', 'student', 'crew', 'member'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const idParam = z.coerce.number().int().positive();

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
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
