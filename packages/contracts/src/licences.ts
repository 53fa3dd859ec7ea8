import { z } from 'zod';
import { logbookMessages } from './logbook-messages';

export const LICENCE_KINDS = ['licence', 'rating', 'medical'] as const;

/** Codes as they stand in EASA documents; the kind says which list a code belongs to. */
export const LICENCE_CODES = {
  licence: ['PPL(A)', 'LAPL(A)', 'SPL', 'CPL(A)', 'ATPL(A)', 'UL', 'PPL(H)'],
  rating: ['SEP', 'MEP', 'TMG', 'NIGHT', 'IR', 'FI', 'CRI', 'SE-TYPE'],
  medical: ['CLASS1', 'CLASS2', 'LAPL'],
} as const;

const isoDate = z.iso.date('Invalid format');

export const licenceInputSchema = z
  .object({
    kind: z.enum(LICENCE_KINDS),
    code: z.string().trim().min(1, 'This field is required').max(20),
    number: z.string().trim().max(50).nullable().optional(),
    issued_on: isoDate.nullable().optional(),
    expires_on: isoDate.nullable().optional(),
    remarks: z.string().trim().max(500).nullable().optional(),
  })
  .refine((l) => !l.issued_on || !l.expires_on || l.expires_on >= l.issued_on, {
    path: ['expires_on'],
    message: logbookMessages.expiryBeforeIssue.message,
  });
export type LicenceInput = z.infer<typeof licenceInputSchema>;

export const licencesPutSchema = z.object({ data: z.array(licenceInputSchema).max(50) });

export const licenceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LICENCE_KINDS),
  code: z.string(),
  number: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;
