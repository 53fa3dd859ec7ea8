import { createServerDatabase } from '../../apps/api/test/database';

/** A PostgreSQL database of the benchmark's own on the server of TEST_DATABASE_URL (default: the local one). */
export async function benchDatabase() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  return createServerDatabase();
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The rows of a raw query; both drivers answer with `{ rows }`. */
export async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
