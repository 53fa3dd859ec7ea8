import type { AirplaneCreate, AirplaneStatus, AirplaneUpdate } from '@portal/contracts';
import { fleetMessages as says } from '@portal/contracts/fleet-messages';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes, airports, fees, squawks } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { likePrefix } from '../../lib/pagination';
import type { AirplaneRow } from './bookable';

export interface AirplaneFilter {
  search?: string;
  status?: AirplaneStatus;
}

function conditions(companyId: number, filter: AirplaneFilter): SQL | undefined {
  const search = filter.search ? likePrefix(filter.search) : undefined;
  return and(
    eq(airplanes.companyId, companyId),
    filter.status ? eq(airplanes.status, filter.status) : undefined,
    search
      ? or(ilike(airplanes.registration, search), ilike(airplanes.model, search), ilike(airplanes.icaoType, search))
      : undefined,
  );
}

export async function listAirplanes(db: Executor, companyId: number, filter: AirplaneFilter, limit?: number, offset?: number) {
  const query = db.select().from(airplanes).where(conditions(companyId, filter)).orderBy(asc(airplanes.registration));
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

export async function countAirplanes(db: Executor, companyId: number, filter: AirplaneFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(airplanes).where(conditions(companyId, filter));
  return row?.n ?? 0;
}

type Draft = Partial<Pick<AirplaneRow, 'registration' | 'feeId' | 'bookingFeeId' | 'homebaseAirportId'>>;

/** Checks what the database would refuse without naming the field: registration taken, another company's fee, unknown airport. */
async function checkReferences(db: Executor, companyId: number, draft: Draft, exceptId?: number) {
  if (draft.registration) {
    const [taken] = await db
      .select({ id: airplanes.id })
      .from(airplanes)
      .where(
        and(
          eq(airplanes.companyId, companyId),
          sql`lower(${airplanes.registration}) = lower(${draft.registration})`,
          exceptId ? ne(airplanes.id, exceptId) : undefined,
        ),
      );
    if (taken) throw invalid('registration', says.registrationTaken);
  }
  for (const [field, feeId] of [
    ['fee_id', draft.feeId],
    ['booking_fee_id', draft.bookingFeeId],
  ] as const) {
    if (!feeId) continue;
    const [fee] = await db
      .select({ id: fees.id })
      .from(fees)
      .where(and(eq(fees.companyId, companyId), eq(fees.id, feeId)));
    if (!fee) throw invalid(field, says.feeNotOwn);
  }
  if (draft.homebaseAirportId) {
    const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, draft.homebaseAirportId));
    if (!airport) throw invalid('homebase_airport_id', says.airportMissing);
  }
}

function columns(input: AirplaneUpdate) {
  return {
    registration: input.registration,
    manufacturer: input.manufacturer,
    model: input.model,
    icaoType: input.icao_type,
    category: input.category,
    seats: input.seats,
    homebaseAirportId: input.homebase_airport_id,
    color: input.color,
    status: input.status,
    statusReason: input.status_reason,
    hobbsMinutes: input.hobbs_minutes,
    tachMinutes: input.tach_minutes,
    engineMinutesSinceOverhaul: input.engine_minutes_since_overhaul,
    feeId: input.fee_id,
    bookingFeeId: input.booking_fee_id,
    billingBasis: input.billing_basis,
    mtowKg: input.mtow_kg,
  };
}

export async function createAirplane(db: Executor, companyId: number, input: AirplaneCreate): Promise<AirplaneRow> {
  const values = { ...columns(input), companyId, registration: input.registration, manufacturer: input.manufacturer };
  if (values.status === 'grounded' && !values.statusReason) throw invalid('status_reason', says.reasonRequired);
  await checkReferences(db, companyId, values);
  const [row] = await db
    .insert(airplanes)
    .values({ ...values, model: input.model, category: input.category })
    .returning();
  return row as AirplaneRow;
}

/**
 * A status set by hand replaces one set by a squawk (a new status starts without the old reason);
 * grounding needs a reason, and an aircraft with a no-go squawk cannot be set active.
 */
async function statusChange(db: Executor, airplane: AirplaneRow, changes: AirplaneUpdate) {
  const changed = changes.status !== undefined && changes.status !== airplane.status;
  const status = changes.status ?? airplane.status;
  const reason = changes.status_reason !== undefined ? changes.status_reason : changed ? null : airplane.statusReason;
  if (status === 'grounded' && !reason) throw invalid('status_reason', says.reasonRequired);
  if (!changed) return {};
  if (status === 'active') {
    const [noGo] = await db
      .select({ id: squawks.id })
      .from(squawks)
      .where(and(eq(squawks.airplaneId, airplane.id), eq(squawks.status, 'no_go')));
    if (noGo) throw invalid('status', says.noGoActive(airplane.registration));
  }
  return { statusReason: reason, groundedBySquawk: false };
}

export async function updateAirplane(db: Executor, airplane: AirplaneRow, changes: AirplaneUpdate): Promise<AirplaneRow> {
  const set = { ...columns(changes), ...(await statusChange(db, airplane, changes)) };
  await checkReferences(db, airplane.companyId, set, airplane.id);
  const [row] = await db
    .update(airplanes)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(airplanes.id, airplane.id))
    .returning();
  return row as AirplaneRow;
}

/** The airplane with that id, or 404; callers then check the caller's access to its company. */
export async function airplaneById(db: Executor, id: number): Promise<AirplaneRow> {
  const [airplane] = await db.select().from(airplanes).where(eq(airplanes.id, id));
  if (!airplane) throw notFound();
  return airplane;
}
