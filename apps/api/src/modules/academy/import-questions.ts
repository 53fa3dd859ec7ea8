import { type QuestionImport, type QuestionImportResult, type QuestionInput, questionInputSchema } from '@portal/contracts';
import { academyMessages } from '@portal/contracts/academy-messages';
import type { Executor } from '../../db/client';
import { readSpreadsheetCsv } from '../../lib/csv/spreadsheet';
import { invalid } from '../../lib/errors';
import { issueSaid } from '../../lib/issue-messages';
import { createQuestions } from './questions';

/** The CSV's columns (docs/ACADEMY.md); `correct` is the letter of the correct answer, A to D. */
export const CSV_COLUMNS = [
  'subject',
  'learning_objective',
  'text',
  'answer_a',
  'answer_b',
  'answer_c',
  'answer_d',
  'correct',
  'explanation',
] as const;
const LETTERS = ['a', 'b', 'c', 'd'] as const;
export const MAX_IMPORT_ROWS = 5_000;

type ImportError = QuestionImportResult['errors'][number];

/** A CSV record in the shape of a question; what cannot be read stays as written, for the schema to name. */
function fromCsv(record: Record<string, string>): unknown {
  const correct = (record.correct ?? '').trim().toLowerCase();
  return {
    subject: /^\d+$/.test((record.subject ?? '').trim()) ? Number(record.subject) : record.subject,
    learning_objective: record.learning_objective ?? '',
    text: record.text ?? '',
    explanation: record.explanation ?? '',
    answers: LETTERS.map((letter) => ({ text: record[`answer_${letter}`] ?? '', correct: letter === correct })),
  };
}

/** The field a problem is on, as the file names it: a CSV's column, or a JSON path. */
function csvField(path: PropertyKey[]): string {
  if (path[0] === 'answers') return typeof path[1] === 'number' ? `answer_${LETTERS[path[1]] ?? 'a'}` : 'correct';
  return String(path[0] ?? 'row');
}
const jsonField = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : 'row');

function records(body: QuestionImport): unknown[] {
  try {
    if (body.format === 'csv') return readSpreadsheetCsv(body.content).map(fromCsv);
    const parsed: unknown = JSON.parse(body.content);
    const list = Array.isArray(parsed) ? parsed : (parsed as { questions?: unknown })?.questions;
    if (!Array.isArray(list)) throw new Error('not a list');
    return list;
  } catch {
    throw invalid('content', academyMessages.importFormat);
  }
}

/**
 * Reads a file of questions: every good row is saved (unless `dry_run`), every bad one reported with
 * its row number (1 = the first question, after a CSV's header) and field. Runs in the caller's transaction.
 */
export async function importQuestions(db: Executor, companyId: number, body: QuestionImport): Promise<QuestionImportResult> {
  const rows = records(body);
  if (rows.length > MAX_IMPORT_ROWS) throw invalid('content', academyMessages.importFormat);
  const good: QuestionInput[] = [];
  const errors: ImportError[] = [];
  const field = body.format === 'csv' ? csvField : jsonField;
  rows.forEach((row, index) => {
    const parsed = questionInputSchema.safeParse(row);
    if (parsed.success) good.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const said = issueSaid(issue);
        errors.push({ row: index + 1, field: field(issue.path), message: said.message, code: said.code, params: said.params });
      }
  });
  const saved = body.dry_run ? 0 : (await createQuestions(db, companyId, good)).length;
  return { dry_run: body.dry_run, valid: good.length, saved, errors };
}
