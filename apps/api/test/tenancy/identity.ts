import { buildCompany, buildMember, buildMembership, buildUser } from '../factories';
import { PNG, upload } from './uploads';
import type { TenancyCase, TenancyWorld } from './world';

const self = (reason: string): TenancyCase => ({ scope: 'self', reason });

/**
 * An open invitation of the home admin into a third company: only the invitee may answer it, so the row
 * cannot sit in the home company, where the home admin is already a member.
 */
async function invitationOfHomeAdmin(w: TenancyWorld) {
  const inviting = await buildCompany(w.db);
  return buildMembership(w.db, inviting.id, w.homeAdmin.id, { status: 'invited', invitedName: 'Eingeladen' });
}

/** Identity, companies, memberships and super-admin routes. */
export const identityCases: Record<string, TenancyCase> = {
  'PUT /api/user/profile-information': self('changes only the caller’s own profile'),
  'PUT /api/user/password': self('changes only the caller’s own password'),
  'POST /email/verification-notification': self('mails only the caller’s own address'),
  'GET /api/user/sessions': self('lists only the caller’s own sessions and tokens'),
  'DELETE /api/user/sessions/:id': self('deletes only a session of the caller; any other id is 404'),
  'GET /api/companies': self('lists the companies the caller belongs to'),
  'GET /api/companies/directory': self('public fields of companies only, to find one to join'),
  'POST /api/companies': self('creates a new company owned by the caller'),
  'POST /api/companies/:company_id/join': self('creates only the caller’s own pending membership'),
  'GET /api/admin/impersonate/status': self('reports only the caller’s own session'),
  'POST /api/admin/impersonate/stop': self('ends only the caller’s own impersonation'),
  'GET /api/admin/users': { scope: 'super-admin' },
  'GET /api/admin/outbox': { scope: 'super-admin' },
  'GET /api/admin/audit-log': { scope: 'super-admin' },
  'POST /api/admin/impersonate/:user_id': { scope: 'super-admin' },
  'GET /api/companies/:company_id': { scope: 'company', setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}` }) },
  'GET /api/companies/:company_id/home-airport': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/home-airport` }),
  },
  'POST /api/companies/:company_id/logo': {
    scope: 'company',
    setup: async (w) => upload(`/api/companies/${w.homeCompanyId}/logo`, PNG, 'image/png'),
  },
  'DELETE /api/companies/:company_id/logo': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/logo` }),
  },
  'GET /api/companies/:company_id/settingsChanges': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/settingsChanges` }),
  },
  'PATCH /api/companies/:company_id': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}`, body: { name: 'Übernommen' } }),
  },
  'GET /api/companies/:company_id/memberships': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/companies/${w.homeCompanyId}/memberships` }),
  },
  'GET /api/companies/:company_id/students': {
    scope: 'company',
    setup: async (w) => {
      await buildMember(w.db, ['student'], w.homeCompanyId);
      return { url: `/api/companies/${w.homeCompanyId}/students` };
    },
  },
  'POST /api/companies/:company_id/memberships/newCustomer': {
    scope: 'company',
    setup: async (w) => ({
      url: `/api/companies/${w.homeCompanyId}/memberships/newCustomer`,
      body: { email: 'neu@example.test', name: 'Neu' },
    }),
  },
  'GET /api/users/:id/memberships': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/users/${w.homeAdmin.id}/memberships` }),
  },
  'GET /api/memberships/:id': { scope: 'company', setup: async (w) => ({ url: `/api/memberships/${w.homeMembership.id}` }) },
  'PATCH /api/memberships/:id': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberships/${w.homeMembership.id}`, body: { notes: 'übernommen' } }),
  },
  'DELETE /api/memberships/:id': {
    scope: 'company',
    // Another member: the home admin is the company's only admin, and its last admin cannot be removed.
    setup: async (w) => ({ url: `/api/memberships/${(await buildMember(w.db, ['member'], w.homeCompanyId)).membership.id}` }),
  },
  'POST /api/memberships/:id/accept': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberships/${(await invitationOfHomeAdmin(w)).id}/accept` }),
  },
  'POST /api/memberships/:id/decline': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/memberships/${(await invitationOfHomeAdmin(w)).id}/decline` }),
  },
  'POST /api/memberships/:id/approve': {
    scope: 'company',
    setup: async (w) => {
      const applicant = await buildUser(w.db);
      const pending = await buildMembership(w.db, w.homeCompanyId, applicant.id, { status: 'pending' });
      return { url: `/api/memberships/${pending.id}/approve` };
    },
  },
};
