import {
  idParam,
  listOf,
  membershipListQuerySchema,
  membershipSchema,
  newCustomerSchema,
  studentListQuerySchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, memberships } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { companyAccess } from '../../plugins/tenancy';
import { auditActor } from '../audit';
import { currentUser } from '../auth';
import { inviteMember } from './invite-member';
import { joinCompany } from './join-company';
import { listStudents, type TrainedBy } from './list-students';
import { authorize, can, mayListMembershipsOf, studentsScope, viewerIn, viewerOfOwnRow } from './policy';
import { optionsFrom, presentMembership } from './presenter';
import { findMembershipRecord, listCompanyMemberships, listUserMemberships } from './queries';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const one = z.object({ data: membershipSchema });

export interface CompanyMembershipRoutesOptions {
  /** Handed in from above the domains: booking and flights know whom an instructor trains, and both depend on memberships. */
  trainedBy: TrainedBy;
}

/** Memberships reached through their company or their user. */
const companyMembershipRoutes: FastifyPluginAsyncZod<CompanyMembershipRoutesOptions> = async (app, { trainedBy }) => {
  const config = { guard: 'user' } as const;
  const tags = ['memberships'];

  app.get(
    '/api/companies/:company_id/memberships',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        querystring: membershipListQuerySchema,
        response: { 200: listOf(membershipSchema) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const viewer = viewerIn(access, currentUser(request).id);
      const { query } = request;
      const page = await listCompanyMemberships(app.db, access.company.id, query, !can(viewer, 'see_all_memberships'));
      const options = optionsFrom(query);
      return { data: page.rows.map((record) => presentMembership(record, viewer, options)), meta: page.meta };
    },
  );

  app.get(
    '/api/companies/:company_id/students',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        querystring: studentListQuerySchema,
        response: { 200: listOf(membershipSchema) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const viewer = viewerIn(access, currentUser(request).id);
      authorize(viewer, 'see_students');
      const instructor = studentsScope(viewer) === 'trained' ? (access.membership?.id ?? 0) : null;
      const trained = instructor === null ? undefined : trainedBy(app.db, access.company.id, instructor, memberships.id);
      const page = await listStudents(app.db, access.company.id, request.query, trained);
      const options = optionsFrom(request.query);
      return { data: page.rows.map((record) => presentMembership(record, viewer, options)), meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/memberships/newCustomer',
    { config, schema: { tags, params: companyParams, body: newCustomerSchema, response: { 201: one } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const viewer = viewerIn(access, currentUser(request).id);
      authorize(viewer, 'manage_memberships');
      const membership = await app.db.transaction((tx) =>
        inviteMember(tx, request, access.company, request.body, auditActor(request)),
      );
      return reply.code(201).send({ data: presentMembership(await findMembershipRecord(app.db, membership.id), viewer) });
    },
  );

  app.post(
    '/api/companies/:company_id/join',
    { config, schema: { tags, params: companyParams, response: { 201: one } } },
    async (request, reply) => {
      const user = currentUser(request);
      const company = await app.db.query.companies.findFirst({ where: eq(companies.id, request.params.company_id) });
      if (!company) throw notFound();
      const membership = await app.db.transaction((tx) => joinCompany(tx, request, company, user));
      const record = await findMembershipRecord(app.db, membership.id);
      return reply.code(201).send({ data: presentMembership(record, viewerOfOwnRow(user.id, user.isSuperAdmin, membership)) });
    },
  );

  app.get(
    '/api/users/:id/memberships',
    { config, schema: { tags, params, querystring: membershipListQuerySchema, response: { 200: listOf(membershipSchema) } } },
    async (request) => {
      const user = currentUser(request);
      if (!mayListMembershipsOf(user, request.params.id)) throw forbidden();
      const page = await listUserMemberships(app.db, request.params.id, request.query);
      const options = { ...optionsFrom(request.query), withCompany: true };
      const data = page.rows.map((record) =>
        presentMembership(record, viewerOfOwnRow(request.params.id, user.isSuperAdmin, record.membership), options),
      );
      return { data, meta: page.meta };
    },
  );
};

export default companyMembershipRoutes;
