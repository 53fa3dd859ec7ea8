import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { assertMaySee, isOnBoard, keepsFlights } from './policy';
import { findFlight } from './queries';

/**
 * A flight the caller may see (tenancy, then the flights' policy), for another domain that hangs
 * something on it: `mayAttach` says whether the caller may add to it or take away, which the people on
 * board and the admins may.
 */
export async function visibleFlight(db: Executor, request: FastifyRequest, id: number) {
  const record = await findFlight(db, id);
  if (!record) throw notFound();
  const access = await rowAccess(request, record.flight.companyId);
  assertMaySee(access, record.flight);
  return { flight: record.flight, mayAttach: keepsFlights(access) || isOnBoard(access, record.flight) };
}
