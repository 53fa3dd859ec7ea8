import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceNumberRanges } from '../../db/schema';

/**
 * Takes `count` numbers of the company's range for `year` and answers the first. The upsert locks
 * the range's row until the issuing transaction ends, so concurrent issuers (in any process) queue
 * behind it, and a rolled-back issue gives its numbers back: gap-free and unique.
 */
export async function takeNumbers(tx: Executor, companyId: number, year: number, count: number): Promise<number> {
  const [range] = await tx
    .insert(invoiceNumberRanges)
    .values({ companyId, year, nextValue: count + 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberRanges.companyId, invoiceNumberRanges.year],
      set: { nextValue: sql`${invoiceNumberRanges.nextValue} + ${count}` },
    })
    .returning({ next: invoiceNumberRanges.nextValue });
  if (!range) throw new Error('the number range was not moved');
  return range.next - count;
}

/** `{YYYY}` → the year, `{NNNNN}` → the number padded to as many digits as there are N's. */
export const formatNumber = (pattern: string, year: number, value: number) =>
  pattern
    .replaceAll('{YYYY}', String(year))
    .replace(/\{(N+)\}/, (_, digits: string) => String(value).padStart(digits.length, '0'));
