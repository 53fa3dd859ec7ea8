import { api } from '../../../lib/api/client';
import { queryClient } from '../../../lib/queryClient';

export type InvitationAnswer = 'accept' | 'decline';

/** Accepting makes the company appear in the selector and lists, so the user's memberships and companies are read again. */
export async function answerInvitation(membershipId: number, answer: InvitationAnswer) {
  await api.post(`/api/memberships/${membershipId}/${answer}`);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['companies'] }),
  ]);
}
