import { api } from '../../../lib/api/client';
import { invalidate } from '../../../lib/queryClient';
import { membershipChangeKeys } from '../../../lib/queryKeys';

export type InvitationAnswer = 'accept' | 'decline';

/** Accepting makes the company appear in the selector and lists, so the user's memberships and companies are read again. */
export async function answerInvitation(membershipId: number, answer: InvitationAnswer) {
  await api.post(`/api/memberships/${membershipId}/${answer}`);
  await invalidate(...membershipChangeKeys);
}
