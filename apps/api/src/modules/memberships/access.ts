import type { FastifyRequest } from 'fastify';
import { rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import { authorize, type MembershipRowAction, viewerIn, viewerOfOwnRow } from './policy';
import { findMembershipRecord } from './queries';

/**
 * Loads a membership reached by its id and checks the action: the member themself, or someone
 * with an approved membership in its company. Another company's membership answers 404.
 */
export async function membershipFor(request: FastifyRequest, id: number, action: MembershipRowAction) {
  const user = currentUser(request);
  const record = await findMembershipRecord(request.server.db, id);
  const viewer =
    record.membership.userId === user.id
      ? viewerOfOwnRow(user.id, user.isSuperAdmin, record.membership)
      : viewerIn(await rowAccess(request, record.membership.companyId), user.id);
  authorize(viewer, action, record.membership);
  return { record, viewer, user };
}
