import type { Airplane, RowPermissions } from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { airplaneFavourites, airplanePositions, airports, companies, fees } from '../../db/schema';
import { includes } from '../../lib/includes';
import { presentCompanySummary } from '../companies';
import { presentFee } from '../fees';
import type { AirplaneRow } from './bookable';
import { presentAirplane } from './presenter';

export interface PresentAirplanesOptions {
  /** Whose favourites `is_favourite` reflects. */
  userId: number;
  /** `include=fee,bookingFee,homebase,latestPosition,company`. */
  include?: string;
  /** Permissions per row, when the request asked for them. */
  permissions?: (row: AirplaneRow) => RowPermissions;
}

const uniq = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

async function latestPositions(db: Executor, rows: AirplaneRow[]) {
  if (rows.length === 0) return [];
  return db
    .selectDistinctOn([airplanePositions.airplaneId])
    .from(airplanePositions)
    .where(
      and(
        inArray(airplanePositions.companyId, uniq(rows.map((row) => row.companyId))),
        inArray(
          airplanePositions.airplaneId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(airplanePositions.airplaneId, desc(airplanePositions.reportedAt));
}

/** Presents airplanes with their relations, loading each relation once for the whole list. */
export async function presentAirplanes(db: Executor, rows: AirplaneRow[], options: PresentAirplanesOptions): Promise<Airplane[]> {
  const wants = (name: string) => includes(options.include, name);
  const ids = rows.map((row) => row.id);
  const feeIds = wants('fee') || wants('bookingFee') ? uniq(rows.flatMap((row) => [row.feeId, row.bookingFeeId])) : [];
  const homebaseIds = wants('homebase') ? uniq(rows.map((row) => row.homebaseAirportId)) : [];
  const companyIds = feeIds.length || wants('company') ? uniq(rows.map((row) => row.companyId)) : [];
  const none = () => Promise.resolve([]);
  const [favourites, feeRows, homebases, positions, companyRows] = await readAll(db, [
    () =>
      ids.length
        ? db
            .select({ airplaneId: airplaneFavourites.airplaneId })
            .from(airplaneFavourites)
            .where(and(eq(airplaneFavourites.userId, options.userId), inArray(airplaneFavourites.airplaneId, ids)))
        : none(),
    () => (feeIds.length ? db.select().from(fees).where(inArray(fees.id, feeIds)) : none()),
    () => (homebaseIds.length ? db.select().from(airports).where(inArray(airports.id, homebaseIds)) : none()),
    () => (wants('latestPosition') ? latestPositions(db, rows) : none()),
    () => (companyIds.length ? db.select().from(companies).where(inArray(companies.id, companyIds)) : none()),
  ]);
  const favourite = new Set(favourites.map((row) => row.airplaneId));
  const companyOf = (id: number) => companyRows.find((company) => company.id === id);
  const feeOf = (id: number | null) => {
    const fee = feeRows.find((row) => row.id === id);
    return fee ? presentFee(fee, companyOf(fee.companyId)?.currency ?? 'EUR') : null;
  };
  return rows.map((row) => {
    const company = companyOf(row.companyId);
    return presentAirplane(row, {
      isFavourite: favourite.has(row.id),
      permissions: options.permissions?.(row),
      ...(wants('fee') ? { fee: feeOf(row.feeId) } : {}),
      ...(wants('bookingFee') ? { bookingFee: feeOf(row.bookingFeeId) } : {}),
      ...(wants('homebase') ? { homebase: homebases.find((airport) => airport.id === row.homebaseAirportId) ?? null } : {}),
      ...(wants('latestPosition')
        ? { latestPosition: positions.find((position) => position.airplaneId === row.id) ?? null }
        : {}),
      ...(wants('company') && company ? { company: presentCompanySummary(company) } : {}),
    });
  });
}

export async function presentOneAirplane(db: Executor, row: AirplaneRow, options: PresentAirplanesOptions): Promise<Airplane> {
  const [airplane] = await presentAirplanes(db, [row], options);
  return airplane as Airplane;
}
