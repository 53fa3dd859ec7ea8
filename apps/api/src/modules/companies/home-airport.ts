import type { CompanyHomeAirport } from '@portal/contracts';
import { companyMessages as says } from '@portal/contracts/company-messages';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplanes } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { CompanyRow } from '../../plugins/tenancy';
import { airportsById, presentAirport } from '../airports';

/** A home airfield must be one of the directory's airports; the foreign key alone would not name the field. */
export async function assertHomeAirportExists(db: Executor, airportId: number | null | undefined): Promise<void> {
  if (!airportId) return;
  const [airport] = await airportsById(db, [airportId]);
  if (!airport) throw invalid('home_airport_id', says.homeAirportMissing);
}

/** The home base most of the company's aircraft in service share (ties: the lower airport id, so the answer is stable). */
async function fleetHomeBase(db: Executor, companyId: number): Promise<number | undefined> {
  const [top] = await db
    .select({ airportId: airplanes.homebaseAirportId, aircraft: count() })
    .from(airplanes)
    .where(and(eq(airplanes.companyId, companyId), ne(airplanes.status, 'retired'), isNotNull(airplanes.homebaseAirportId)))
    .groupBy(airplanes.homebaseAirportId)
    .orderBy(desc(count()), airplanes.homebaseAirportId)
    .limit(1);
  return top?.airportId ?? undefined;
}

/** The airfield a company flies from: its setting, else its fleet's home base, else none. */
export async function companyHomeAirport(db: Executor, company: CompanyRow): Promise<CompanyHomeAirport | null> {
  const source = company.homeAirportId ? 'setting' : 'fleet';
  const airportId = company.homeAirportId ?? (await fleetHomeBase(db, company.id));
  if (!airportId) return null;
  const [airport] = await airportsById(db, [airportId]);
  return airport ? { airport: presentAirport(airport), source } : null;
}
