import type { FastifyRequest } from 'fastify';
import { todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { membershipFor } from '../memberships';
import { findMemberDocument } from './member-documents';
import { authorize, type MemberDocumentAction } from './policy';

/** The membership whose papers are asked for, after tenancy (another company's answers 404) and the policy. */
export async function papersOf(request: FastifyRequest, membershipId: number, action: MemberDocumentAction) {
  const { record, viewer } = await membershipFor(request, membershipId, 'view');
  authorize(viewer, action, record.membership);
  return { membership: record.membership, viewer, today: todayIn(record.company.timezone) };
}

/** One paper reached by its id, checked as its membership's. */
export async function memberDocumentFor(request: FastifyRequest, id: number, action: MemberDocumentAction) {
  const document = await findMemberDocument(request.server.db, id);
  if (!document) throw notFound();
  const { membership, viewer } = await papersOf(request, document.membershipId, action);
  return { document, membership, viewer };
}
