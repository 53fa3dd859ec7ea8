import type { LandingFeeCreate, LandingFeeUpdate } from '@portal/contracts';
import { feeMessages as says } from '@portal/contracts/fee-messages';
import { fleetMessages } from '@portal/contracts/fleet-messages';
import { and, asc, count, eq, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { airplanes, companies, landingFees } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { airportsById } from '../airports';
import type { LandingFeeRow } from './presenter';

export interface LandingFeeFilter {
  airport_id?: number;
  airplane_id?: number;
}

function conditions(companyId: number, filter: LandingFeeFilter): SQL | undefined {
  return and(
    eq(landingFees.companyId, companyId),
    filter.airport_id ? eq(landingFees.airportId, filter.airport_id) : undefined,
    filter.airplane_id ? eq(landingFees.airplaneId, filter.airplane_id) : undefined,
  );
}

export async function listLandingFees(
  db: Executor,
  companyId: number,
  filter: LandingFeeFilter,
  limit?: number,
  offset?: number,
) {
  const query = db
    .select()
    .from(landingFees)
    .where(conditions(companyId, filter))
    .orderBy(asc(landingFees.airportId), asc(landingFees.airplaneId), asc(landingFees.mtowMaxKg), asc(landingFees.id));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

export async function countLandingFees(db: Executor, companyId: number, filter: LandingFeeFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(landingFees).where(conditions(companyId, filter));
  return row?.n ?? 0;
}

type Target = Pick<LandingFeeRow, 'companyId' | 'airportId' | 'airplaneId' | 'mtowMaxKg'>;

/** The airport must exist, the aircraft be the company's, and no other row may price the same case. */
async function checkTarget(db: Executor, target: Target, exceptId?: number) {
  const [airport] = await airportsById(db, [target.airportId]);
  if (!airport) throw invalid('airport_id', fleetMessages.airportMissing);
  if (target.airplaneId !== null) {
    const [airplane] = await db
      .select({ id: airplanes.id })
      .from(airplanes)
      .where(and(eq(airplanes.companyId, target.companyId), eq(airplanes.id, target.airplaneId)));
    if (!airplane) throw invalid('airplane_id', fleetMessages.airplaneNotOwn);
  }
  if (target.airplaneId !== null && target.mtowMaxKg !== null) {
    throw invalid('mtow_max_kg', says.landingFeeBoth);
  }
  const [taken] = await db
    .select({ id: landingFees.id })
    .from(landingFees)
    .where(
      and(
        eq(landingFees.companyId, target.companyId),
        eq(landingFees.airportId, target.airportId),
        sql`${landingFees.airplaneId} is not distinct from ${target.airplaneId}`,
        sql`${landingFees.mtowMaxKg} is not distinct from ${target.mtowMaxKg}`,
        exceptId ? ne(landingFees.id, exceptId) : undefined,
      ),
    );
  if (taken) throw invalid('airport_id', says.landingFeeTaken);
}

export async function createLandingFee(db: Executor, companyId: number, input: LandingFeeCreate): Promise<LandingFeeRow> {
  const target = {
    companyId,
    airportId: input.airport_id,
    airplaneId: input.airplane_id ?? null,
    mtowMaxKg: input.mtow_max_kg ?? null,
  };
  await checkTarget(db, target);
  const [row] = await db
    .insert(landingFees)
    .values({ ...target, amount: input.amount })
    .returning();
  return row as LandingFeeRow;
}

export async function updateLandingFee(db: Executor, fee: LandingFeeRow, changes: LandingFeeUpdate): Promise<LandingFeeRow> {
  const target = {
    companyId: fee.companyId,
    airportId: fee.airportId,
    airplaneId: changes.airplane_id === undefined ? fee.airplaneId : changes.airplane_id,
    mtowMaxKg: changes.mtow_max_kg === undefined ? fee.mtowMaxKg : changes.mtow_max_kg,
  };
  await checkTarget(db, target, fee.id);
  const [row] = await db
    .update(landingFees)
    .set({ airplaneId: target.airplaneId, mtowMaxKg: target.mtowMaxKg, amount: changes.amount, updatedAt: new Date() })
    .where(eq(landingFees.id, fee.id))
    .returning();
  return row as LandingFeeRow;
}

/**
 * What the company charges for one landing of the aircraft at the airport: its own price, else the
 * smallest weight class it fits, else the price for every aircraft; undefined when none is set.
 */
export async function landingFeeFor(
  db: Executor,
  airplane: { id: number; companyId: number; mtowKg: number | null },
  airportId: number,
): Promise<LandingFeeRow | undefined> {
  const [fee] = await db
    .select()
    .from(landingFees)
    .where(
      and(
        eq(landingFees.companyId, airplane.companyId),
        eq(landingFees.airportId, airportId),
        or(
          eq(landingFees.airplaneId, airplane.id),
          and(
            isNull(landingFees.airplaneId),
            airplane.mtowKg === null
              ? isNull(landingFees.mtowMaxKg)
              : or(isNull(landingFees.mtowMaxKg), gte(landingFees.mtowMaxKg, airplane.mtowKg)),
          ),
        ),
      ),
    )
    .orderBy(sql`${landingFees.airplaneId} is null`, sql`${landingFees.mtowMaxKg} is null`, asc(landingFees.mtowMaxKg))
    .limit(1);
  return fee;
}

/** The company's landing fees at one airport, with the company's currency: for the airport page. */
export async function landingFeesAt(db: Executor, companyId: number, airportId: number) {
  const [rows, [company]] = await readAll(db, [
    () => listLandingFees(db, companyId, { airport_id: airportId }),
    () => db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId)),
  ]);
  return { rows, currency: company?.currency ?? 'EUR' };
}
