import { type LogbookImportResult, logbookEntryCreateSchema, withoutNul } from '@portal/contracts';
import type { Message } from '@portal/contracts/message';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logbookEntries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { issueSaid } from '../../lib/issue-messages';
import { readCsv, recordToInput } from './csv';
import { type PersonalEntryValues, personalEntryValues } from './entry-values';

const BATCH = 500;
/** The row number a spreadsheet shows: the header is row 1. */
const FIRST_ROW = 2;

/** Same date, registration and departure time: the same flight. */
const keyOf = (date: string, registration: string | null | undefined, departureAt: Date | null | undefined) =>
  `${date}|${(registration ?? '').toUpperCase()}|${departureAt ? departureAt.toISOString().slice(11, 16) : ''}`;

type RowProblem = Omit<LogbookImportResult['errors'][number], 'row'>;

/** A row's problem: the field, its message in words ("arrival_time: …") and by code. */
function problem(field: string, said: Message): RowProblem {
  return { message: `${field}: ${said.message}`, field, code: said.code, params: said.params };
}

function rowProblem(error: unknown): RowProblem {
  if (error instanceof AppError) {
    const [field, messages] = Object.entries(error.errors ?? {})[0] ?? [];
    return problem(field ?? 'row', messages?.[0] ?? error.said);
  }
  throw error;
}

/** Every check of a new entry sent to the API, a NUL character first. */
const rowSchema = withoutNul(logbookEntryCreateSchema);

/** Checks one record as a new personal entry would be checked; a problem is returned as such. */
function entryOf(record: Record<string, string>): { values: PersonalEntryValues } | { problem: RowProblem } {
  const parsed = rowSchema.safeParse(recordToInput(record));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { problem: problem(issue?.path.join('.') || 'row', issueSaid(issue ?? { code: 'custom' })) };
  }
  try {
    return { values: personalEntryValues(parsed.data) };
  } catch (error) {
    return { problem: rowProblem(error) };
  }
}

/**
 * Imports a CSV into the user's logbook as personal entries: every row is checked like a new
 * entry, bad rows are named with their reason, entries already in the logbook (or twice in the
 * file) are skipped. With `dryRun` nothing is saved: the same answer is the preview.
 */
export async function importEntries(db: Database, userId: number, text: string, dryRun: boolean): Promise<LogbookImportResult> {
  const records = readCsv(text);
  const existing = await db
    .select({ date: logbookEntries.date, registration: logbookEntries.registration, departureAt: logbookEntries.departureAt })
    .from(logbookEntries)
    .where(eq(logbookEntries.userId, userId));
  const seen = new Set(existing.map((entry) => keyOf(entry.date, entry.registration, entry.departureAt)));
  const fresh: PersonalEntryValues[] = [];
  const errors: LogbookImportResult['errors'] = [];
  let duplicates = 0;
  records.forEach((record, index) => {
    const checked = entryOf(record);
    if ('problem' in checked) {
      errors.push({ row: index + FIRST_ROW, ...checked.problem });
      return;
    }
    const entry = checked.values;
    const key = keyOf(entry.date, entry.registration, entry.departureAt);
    if (seen.has(key)) {
      duplicates += 1;
      return;
    }
    seen.add(key);
    fresh.push(entry);
  });
  if (!dryRun && fresh.length > 0) {
    await db.transaction(async (tx) => {
      for (let start = 0; start < fresh.length; start += BATCH) {
        await tx.insert(logbookEntries).values(fresh.slice(start, start + BATCH).map((entry) => ({ ...entry, userId })));
      }
    });
  }
  return { rows: records.length, new: fresh.length, duplicates, errors };
}
