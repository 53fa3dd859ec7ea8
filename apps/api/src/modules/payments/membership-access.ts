import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberships } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { rowAccess } from '../../plugins/tenancy';
import { authorize, type PaymentAction } from './policy';

/** The membership by its id: another company's is 404, someone else's payments 403. */
export async function membershipFor(request: FastifyRequest, membershipId: number, action: PaymentAction) {
  const [membership] = await request.server.db
    .select({ id: memberships.id, companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  if (!membership) throw notFound();
  const access = await rowAccess(request, membership.companyId);
  authorize(access, action, membership.id);
  return { access, membership };
}
