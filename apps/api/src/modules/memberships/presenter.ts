import type { Membership, MembershipStatus, Role } from '@portal/contracts';
import type { CompanyRow, MembershipRow } from '../../plugins/tenancy';
import { presentCompanySummary } from '../companies/presenter';
import { isCompanyAdmin, type MembershipViewer, membershipPermissions } from './policy';

export interface MembershipRecord {
  membership: MembershipRow;
  user: { id: number; name: string; email: string };
  company?: Pick<CompanyRow, 'id' | 'name' | 'kind' | 'timezone' | 'currency'>;
}

export interface PresentOptions {
  /** Adds `permissions` (asked for by `permissions[membership]=*`). */
  withPermissions?: boolean;
}

/** A membership as it leaves the server; notes only for the company's admins. */
export function presentMembership(record: MembershipRecord, viewer: MembershipViewer, options: PresentOptions = {}): Membership {
  const { membership: m, user } = record;
  return {
    id: m.id,
    user_id: m.userId,
    company_id: m.companyId,
    name: user.name,
    email: user.email,
    status: m.status as MembershipStatus,
    roles: m.roles as Role[],
    member_number: m.memberNumber,
    joined_at: m.joinedAt,
    left_at: m.leftAt,
    solo_cleared: m.soloCleared,
    notes: isCompanyAdmin(viewer) ? m.notes : null,
    created_at: m.createdAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email },
    ...(options.withPermissions ? { permissions: membershipPermissions(viewer, m) } : {}),
    ...(record.company ? { company: presentCompanySummary(record.company) } : {}),
  };
}

/** `include=company,...` as a set of names. */
export const includes = (include: string | undefined, name: string) =>
  (include ?? '').split(',').some((part) => part.trim() === name);

/** `permissions[membership]=*` (any value asks for them). */
export const wantsPermissions = (query: Record<string, unknown>) => query['permissions[membership]'] !== undefined;
