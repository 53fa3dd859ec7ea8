import { bookingMessages as says } from '@portal/contracts/booking-messages';
import type { Message } from '@portal/contracts/message';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userLicences } from '../../db/schema';

/** What a pilot needs on file to fly an aircraft of each category, besides a medical; the first code names it. */
const REQUIRED: Record<string, { kind: 'licence' | 'rating'; codes: [string, ...string[]] }> = {
  sep: { kind: 'rating', codes: ['SEP'] },
  mep: { kind: 'rating', codes: ['MEP'] },
  tmg: { kind: 'rating', codes: ['TMG', 'SEP'] },
  glider: { kind: 'licence', codes: ['SPL'] },
  helicopter: { kind: 'licence', codes: ['PPL(H)'] },
  ultralight: { kind: 'licence', codes: ['UL'] },
};

const valid = (expiresOn: string | null, onDate: string) => expiresOn === null || expiresOn >= onDate;

/**
 * The reasons a pilot may not fly an aircraft of this category on the given day (YYYY-MM-DD):
 * no valid licence, no valid medical, or the class rating missing or expired. Empty when all is in order.
 */
export async function licenceProblems(db: Executor, userId: number, category: string, onDate: string): Promise<Message[]> {
  const held = await db.select().from(userLicences).where(eq(userLicences.userId, userId));
  const problems: Message[] = [];
  if (!held.some((l) => l.kind === 'licence' && valid(l.expiresOn, onDate))) problems.push(says.noLicence);
  if (!held.some((l) => l.kind === 'medical' && valid(l.expiresOn, onDate))) problems.push(says.noMedical(onDate));
  const required = REQUIRED[category];
  if (required && !held.some((l) => l.kind === required.kind && required.codes.includes(l.code) && valid(l.expiresOn, onDate))) {
    const name = required.codes[0];
    problems.push(required.kind === 'rating' ? says.noRating(name, onDate) : says.noLicenceFor(name, onDate));
  }
  return problems;
}
