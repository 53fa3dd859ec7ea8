import { invoiceDocumentMessages } from '@portal/contracts/invoice-document-messages';
import { requestMessages } from '@portal/contracts/request-messages';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors';
import { grants, type MembershipRow, type Role } from '../../plugins/tenancy';
import { authorize as authorizeDocument } from './documents/policy';
import { authorize, can } from './policy';

const OWN_MEMBERSHIP = 10;
const OTHER_MEMBERSHIP = 20;

function access(roles: Role[] | 'super-admin') {
  const superAdmin = roles === 'super-admin';
  const membership = superAdmin ? null : ({ id: OWN_MEMBERSHIP, roles } as MembershipRow);
  return { has: grants(superAdmin ? [] : roles, superAdmin), membership };
}

const issued = (membershipId: number | null) => ({ status: 'issued', membershipId });
const draft = (membershipId: number | null) => ({ status: 'draft', membershipId });
const WRITES = ['update', 'delete', 'issue', 'cancel', 'send'] as const;

/** What `authorize` threw: the refusal's status kind and its code. */
function refusal(act: () => void) {
  try {
    act();
  } catch (error) {
    return { kind: (error as AppError).kind, code: (error as AppError).said.code };
  }
  return null;
}

describe('invoices policy', () => {
  it('lets accounting, admins and super-admins keep every invoice and the billing', () => {
    for (const roles of [['accounting'], ['admin'], 'super-admin'] satisfies (Role[] | 'super-admin')[]) {
      const keeper = access(roles);
      expect(can(keeper, 'keep_invoices')).toBe(true);
      expect(can(keeper, 'keep_billing')).toBe(true);
      expect(can(keeper, 'view', draft(OTHER_MEMBERSHIP))).toBe(true);
      for (const action of WRITES) expect(can(keeper, action, issued(OTHER_MEMBERSHIP))).toBe(true);
      expect(can(keeper, 'see_member_invoices', { membershipId: OTHER_MEMBERSHIP })).toBe(true);
    }
  });

  it('lets a member read only their own issued invoices and their own list, and write none', () => {
    const member = access(['member', 'instructor']);
    expect(can(member, 'keep_invoices')).toBe(false);
    expect(can(member, 'keep_billing')).toBe(false);
    expect(can(member, 'view', issued(OWN_MEMBERSHIP))).toBe(true);
    expect(can(member, 'view', draft(OWN_MEMBERSHIP))).toBe(false);
    expect(can(member, 'view', issued(OTHER_MEMBERSHIP))).toBe(false);
    expect(can(member, 'view', issued(null))).toBe(false);
    for (const action of WRITES) expect(can(member, action, issued(OWN_MEMBERSHIP))).toBe(false);
    expect(can(member, 'see_member_invoices', { membershipId: OWN_MEMBERSHIP })).toBe(true);
    expect(can(member, 'see_member_invoices', { membershipId: OTHER_MEMBERSHIP })).toBe(false);
  });

  it('refuses invoices as for a missing role, and their documents in the documents’ words', () => {
    const member = access(['member']);
    const forbidden = { kind: 'forbidden', code: requestMessages.forbidden.code };
    expect(refusal(() => authorize(member, 'keep_invoices'))).toEqual(forbidden);
    expect(refusal(() => authorize(member, 'view', draft(OWN_MEMBERSHIP)))).toEqual(forbidden);
    expect(refusal(() => authorize(member, 'view', issued(OWN_MEMBERSHIP)))).toBeNull();
    const own = { status: 'issued' as const, membershipId: OWN_MEMBERSHIP };
    expect(refusal(() => authorizeDocument(member, 'download', own))).toBeNull();
    expect(refusal(() => authorizeDocument(member, 'send', own))).toEqual({
      kind: 'forbidden',
      code: invoiceDocumentMessages.forbidden.code,
    });
  });
});
