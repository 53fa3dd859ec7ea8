import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../lib/actor';
import { rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';

/** The caller as the fleet policy sees them, for a row reached by its own id (another company's row answers 404). */
export async function actorFor(request: FastifyRequest, companyId: number): Promise<Actor> {
  return actorOf(await rowAccess(request, companyId), currentUser(request));
}
