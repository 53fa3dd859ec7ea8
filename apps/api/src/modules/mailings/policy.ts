import { mailingMessages } from '@portal/contracts/events-messages';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';

/** Admins write member mail and see every mailing with its recipients; a member reads what was sent to them. */
export const maySend = ({ access }: Actor) => access.has('admin');

export function authorizeSending(actor: Actor): void {
  if (!maySend(actor)) throw forbidden(mailingMessages.forbidden);
}

export const mailingCompanyPermissions = (actor: Actor) => ({ send_mailings: maySend(actor) });
