import { z } from 'zod';
import { emailSchema, localeSchema } from './common';

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: localeSchema,
  phone: z.string().nullable(),
  is_super_admin: z.boolean(),
  notify_by_email: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'This field is required'),
  remember: z.boolean().optional(),
  device_name: z.string().min(1).max(255).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
