import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userLicences } from '../../db/schema';

/** What a pilot needs on file to fly an aircraft of each category, besides a medical. */
const REQUIRED: Record<string, { kind: 'licence' | 'rating'; codes: string[]; label: string }> = {
  sep: { kind: 'rating', codes: ['SEP'], label: 'SEP class rating' },
  mep: { kind: 'rating', codes: ['MEP'], label: 'MEP class rating' },
  tmg: { kind: 'rating', codes: ['TMG', 'SEP'], label: 'TMG rating' },
  glider: { kind: 'licence', codes: ['SPL'], label: 'SPL licence' },
  helicopter: { kind: 'licence', codes: ['PPL(H)'], label: 'helicopter licence' },
  ultralight: { kind: 'licence', codes: ['UL'], label: 'ultralight licence' },
};

const valid = (expiresOn: string | null, onDate: string) => expiresOn === null || expiresOn >= onDate;

/**
 * The reasons a pilot may not fly an aircraft of this category on the given day (YYYY-MM-DD):
 * no valid licence, no valid medical, or the class rating missing or expired. Empty when all is in order.
 */
export async function licenceProblems(db: Executor, userId: number, category: string, onDate: string): Promise<string[]> {
  const held = await db.select().from(userLicences).where(eq(userLicences.userId, userId));
  const problems: string[] = [];
  if (!held.some((l) => l.kind === 'licence' && valid(l.expiresOn, onDate))) problems.push('No valid pilot licence is on file.');
  if (!held.some((l) => l.kind === 'medical' && valid(l.expiresOn, onDate))) {
    problems.push(`No medical certificate valid on ${onDate} is on file.`);
  }
  const required = REQUIRED[category];
  if (required && !held.some((l) => l.kind === required.kind && required.codes.includes(l.code) && valid(l.expiresOn, onDate))) {
    problems.push(`No ${required.label} valid on ${onDate} is on file.`);
  }
  return problems;
}
