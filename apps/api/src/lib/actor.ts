import type { CompanyAccess } from '../plugins/tenancy';

/** Who asks a domain's policy: their checked access to one company and their user id. */
export interface Actor {
  access: CompanyAccess;
  userId: number;
}

export const actorOf = (access: CompanyAccess, user: { id: number }): Actor => ({ access, userId: user.id });
