import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface BusySpan {
  id: number;
  startsAt: Date;
  endsAt: Date;
  maintenance: boolean;
}

interface Row extends Record<string, unknown> {
  id: number;
  starts_at: string | Date;
  ends_at: string | Date;
  is_maintenance: boolean;
}

/**
 * The aircraft's confirmed bookings and maintenance blocks that overlap any of the spans, each once, by
 * start: the spans go as one multirange, and one scan of the no-overlap constraint's gist index (aircraft
 * and the booking's range) keeps only what touches one of them, so a long series costs its own length,
 * not the aircraft's history, and no query runs per span.
 */
export async function airplaneConflicts(
  db: Executor,
  companyId: number,
  airplaneId: number,
  spans: ReadonlyArray<{ startsAt: Date; endsAt: Date }>,
  /** A series' own flights, which an edit of it replaces, are not in its way. */
  exceptSeriesId: number | null = null,
): Promise<BusySpan[]> {
  if (spans.length === 0) return [];
  const wanted = `{${spans.map((span) => `[${span.startsAt.toISOString()},${span.endsAt.toISOString()})`).join(',')}}`;
  const result = await db.execute<Row>(sql`
    select b.id, b.starts_at, b.ends_at, b.is_maintenance
    from bookings b
    where b.airplane_id = ${airplaneId} and b.status = 'confirmed'
      and tstzrange(b.starts_at, b.ends_at, '[)') && ${wanted}::tstzmultirange
      and b.company_id = ${companyId}${exceptSeriesId === null ? sql`` : sql` and b.recurring_flight_id is distinct from ${exceptSeriesId}`}
    order by b.starts_at, b.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    maintenance: row.is_maintenance,
  }));
}
