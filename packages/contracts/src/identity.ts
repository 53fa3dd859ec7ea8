import { z } from 'zod';
import { emailSchema, localeSchema, passwordSchema, withPasswordConfirmation } from './common';

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
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

const nameSchema = z.string().trim().min(1, 'This field is required').max(255, 'You must enter a maximum of 255 characters');

export const registerRequestSchema = withPasswordConfirmation(
  z.object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    locale: localeSchema.optional(),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = withPasswordConfirmation(
  z.object({
    token: z.string().min(1, 'This field is required').max(200),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const profileUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  locale: localeSchema.optional(),
  phone: z.string().trim().max(50, 'You must enter a maximum of 50 characters').nullable().optional(),
  notify_by_email: z.boolean().optional(),
  /** Needed only when the email changes. */
  current_password: z.string().max(200).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordUpdateSchema = withPasswordConfirmation(
  z.object({
    current_password: z.string().min(1, 'This field is required'),
    password: passwordSchema,
    password_confirmation: z.string(),
  }),
);
export type PasswordUpdate = z.infer<typeof passwordUpdateSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['session', 'token']),
  name: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** A browser session's end moves with each use; a token's is fixed at its creation. */
  expires_at: z.string(),
  is_current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const alreadyAuthenticatedSchema = z.object({ message: z.literal('Already authenticated.') });
