import { z } from 'zod';
import { emailSchema, isoDateSchema, listQuerySchema, permissionsQuery, roleSchema } from './common';
import { companySummarySchema, membershipStatusSchema } from './companies';

export const membershipPermissionsSchema = z.object({
  view: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  approve: z.boolean(),
});

export const membershipSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: membershipStatusSchema,
  roles: z.array(roleSchema),
  member_number: z.string().nullable(),
  joined_at: z.string().nullable(),
  left_at: z.string().nullable(),
  solo_cleared: z.boolean(),
  notes: z.string().nullable(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  permissions: membershipPermissionsSchema.optional(),
  company: companySummarySchema.optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipListQuerySchema = listQuerySchema.extend({
  status: membershipStatusSchema.optional(),
  role: roleSchema.optional(),
  include: z.string().max(100).optional(),
  ...permissionsQuery('membership'),
});
export type MembershipListQuery = z.infer<typeof membershipListQuerySchema>;

/** The students an admin (all of them) or an instructor (the ones they fly or are booked with) sees. */
export const studentListQuerySchema = listQuerySchema.extend({ ...permissionsQuery('membership') });
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

export const membershipShowQuerySchema = z.object({
  include: z.string().max(100).optional(),
  ...permissionsQuery('membership'),
});

/** A set of roles: at least one, each once. */
export const roleSetSchema = z
  .array(roleSchema)
  .min(1, 'Please choose at least one value')
  .transform((roles) => [...new Set(roles)]);

const memberNumberSchema = z.string().trim().min(1).max(50, 'You must enter a maximum of 50 characters').nullable();

export const membershipUpdateSchema = z
  .object({
    roles: roleSetSchema,
    status: membershipStatusSchema,
    member_number: memberNumberSchema,
    joined_at: isoDateSchema.nullable(),
    solo_cleared: z.boolean(),
    notes: z.string().max(5000, 'You must enter a maximum of 5000 characters').nullable(),
  })
  .partial()
  .strict();
export type MembershipUpdate = z.infer<typeof membershipUpdateSchema>;

export const newCustomerSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'This field is required').max(255, 'You must enter a maximum of 255 characters'),
  roles: roleSetSchema.default(['member']),
  member_number: memberNumberSchema.optional(),
  joined_at: isoDateSchema.nullable().optional(),
});
export type NewCustomer = z.infer<typeof newCustomerSchema>;
