import type { Membership } from '@portal/contracts';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';
import { presentCompanySummary } from '../companies';
import { can, type MembershipViewer, membershipPermissions } from './policy';

export interface MembershipRecord {
  membership: MembershipRow;
  user: { id: number; name: string; email: string };
  company: Pick<CompanyRow, 'id' | 'name' | 'kind' | 'timezone' | 'currency'>;
}

export interface PresentOptions {
  /** Adds `permissions` (asked for by `permissions[membership]=*`). */
  withPermissions?: boolean;
  /** Adds `company` (users' lists, and `include=company`). */
  withCompany?: boolean;
}

/**
 * Until an invitation is accepted, the person is shown as the admin named them, so the answer does not
 * tell whether the address already had an account (nor that account's name).
 */
function shownPerson(record: MembershipRecord): MembershipRecord['user'] {
  const { membership: m, user } = record;
  if (m.status !== 'invited' || m.invitedName === null) return user;
  return { id: user.id, name: m.invitedName, email: user.email.toLowerCase() };
}

/** A membership as it leaves the server; notes only for the company's admins. */
export function presentMembership(record: MembershipRecord, viewer: MembershipViewer, options: PresentOptions = {}): Membership {
  const m = record.membership;
  const user = shownPerson(record);
  return {
    id: m.id,
    user_id: m.userId,
    company_id: m.companyId,
    name: user.name,
    email: user.email,
    status: m.status,
    roles: m.roles,
    member_number: m.memberNumber,
    joined_at: m.joinedAt,
    left_at: m.leftAt,
    solo_cleared: m.soloCleared,
    notes: can(viewer, 'see_notes') ? m.notes : null,
    created_at: m.createdAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email },
    ...(options.withPermissions ? { permissions: membershipPermissions(viewer, m) } : {}),
    ...(options.withCompany ? { company: presentCompanySummary(record.company) } : {}),
  };
}

const includes = (include: string | undefined, name: string) => (include ?? '').split(',').some((part) => part.trim() === name);

/** What a list or show query asks for: `permissions[membership]=*` (any value) and `include=company`. */
export function optionsFrom(query: { include?: string; 'permissions[membership]'?: string }): PresentOptions {
  return { withPermissions: query['permissions[membership]'] !== undefined, withCompany: includes(query.include, 'company') };
}
