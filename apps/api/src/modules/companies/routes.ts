import {
  type CompanyPermissions,
  companyCreateSchema,
  companyDirectoryEntrySchema,
  companyDirectoryQuerySchema,
  companyHomeAirportSchema,
  companyListQuerySchema,
  companySchema,
  companyUpdateSchema,
  idParam,
  listOf,
  settingsChangeSchema,
  settingsChangesQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor';
import { accessOf, companyAccess } from '../../plugins/tenancy';
import { auditActor } from '../audit';
import { currentUser } from '../auth';
import { acceptUploads, readUpload } from '../files';
import { createCompany } from './create-company';
import { companyHomeAirport } from './home-airport';
import { listCompanies, searchDirectory } from './list-companies';
import { replaceLogo } from './logo';
import { authorize } from './policy';
import { presentCompany } from './presenter';
import { settingsChanges } from './settings-changes';
import { updateCompany } from './update-company';

const companyParams = z.object({ company_id: idParam });
const one = z.object({ data: companySchema });

/** The company's `permissions` gather every domain's policy, so they are handed in from above the domains. */
export interface CompanyRoutesOptions {
  permissionsOf: (actor: Actor) => CompanyPermissions;
}

const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (app, { permissionsOf }) => {
  const config = { guard: 'user' } as const;
  const tags = ['companies'];
  await acceptUploads(app);

  app.get(
    '/api/companies',
    { config, schema: { tags, querystring: companyListQuerySchema, response: { 200: listOf(companySchema) } } },
    async (request) => {
      const user = currentUser(request);
      const page = await listCompanies(app.db, user, request.query);
      // Where the caller holds an approved membership, the row says what they may do there; a super-admin's
      // list of every company does not, so their dashboard shows the companies they belong to, not all.
      const present = ({ company, membership }: (typeof page.rows)[number]) => {
        const access = membership?.status === 'approved' ? accessOf(company, membership, user.isSuperAdmin) : null;
        return presentCompany(company, membership, access ? permissionsOf(actorOf(access, user)) : undefined);
      };
      return { data: page.rows.map(present), meta: page.meta };
    },
  );

  app.get(
    '/api/companies/directory',
    {
      config,
      schema: {
        tags,
        querystring: companyDirectoryQuerySchema,
        response: { 200: z.object({ data: z.array(companyDirectoryEntrySchema) }) },
      },
    },
    async (request) => ({ data: await searchDirectory(app.db, currentUser(request), request.query.search) }),
  );

  app.post(
    '/api/companies',
    { config, schema: { tags, body: companyCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const created = await app.db.transaction((tx) =>
        createCompany(tx, currentUser(request), request.body, auditActor(request)),
      );
      return reply.code(201).send({ data: presentCompany(created.company, created.membership) });
    },
  );

  app.get(
    '/api/companies/:company_id',
    { config, schema: { tags, params: companyParams, response: { 200: one } } },
    async (request) => {
      const actor = actorOf(await companyAccess(request, request.params.company_id), currentUser(request));
      return { data: presentCompany(actor.access.company, actor.access.membership, permissionsOf(actor)) };
    },
  );

  app.get(
    '/api/companies/:company_id/home-airport',
    {
      config,
      schema: {
        tags,
        description:
          'The airfield the company flies from: its setting, else the home base of most of its aircraft; null when neither.',
        params: companyParams,
        response: { 200: z.object({ data: companyHomeAirportSchema.nullable() }) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      return { data: await companyHomeAirport(app.db, access.company) };
    },
  );

  app.patch(
    '/api/companies/:company_id',
    { config, schema: { tags, params: companyParams, body: companyUpdateSchema, response: { 200: one } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'administer');
      const updated = await app.db.transaction((tx) => updateCompany(tx, access.company, request.body, auditActor(request)));
      const actor = actorOf({ ...access, company: updated }, currentUser(request));
      return { data: presentCompany(updated, access.membership, permissionsOf(actor)) };
    },
  );

  app.post(
    '/api/companies/:company_id/logo',
    {
      config,
      schema: {
        tags,
        description:
          'The company’s logo (admins): an image (JPEG, PNG, WebP, up to 5 MB) in the multipart field `file`, kept in the file store; `logo_url` points at it. Audited as a settings change.',
        consumes: ['multipart/form-data'],
        params: companyParams,
        response: { 200: one },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'administer');
      const upload = await readUpload(request, 'image');
      const user = currentUser(request);
      const updated = await app.db.transaction((tx) => replaceLogo(tx, access.company, upload, user.id, auditActor(request)));
      return { data: presentCompany(updated, access.membership, permissionsOf(actorOf({ ...access, company: updated }, user))) };
    },
  );

  app.delete(
    '/api/companies/:company_id/logo',
    { config, schema: { tags, params: companyParams, response: { 200: one } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'administer');
      const user = currentUser(request);
      const updated = await app.db.transaction((tx) => replaceLogo(tx, access.company, null, user.id, auditActor(request)));
      return { data: presentCompany(updated, access.membership, permissionsOf(actorOf({ ...access, company: updated }, user))) };
    },
  );

  app.get(
    '/api/companies/:company_id/settingsChanges',
    {
      config,
      schema: {
        tags,
        description:
          'The audited changes of the company’s details and settings (Änderungsprotokoll), newest first: who, when, and each field as it was and became.',
        params: companyParams,
        querystring: settingsChangesQuerySchema,
        response: { 200: listOf(settingsChangeSchema) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'administer');
      return settingsChanges(app.db, access.company.id, request.query);
    },
  );
};

export default companyRoutes;
