import {
  adminUserListQuerySchema,
  auditEntrySchema,
  auditQuerySchema,
  idParam,
  impersonateRequestSchema,
  impersonationStatusSchema,
  listOf,
  messageSchema,
  outboxEntrySchema,
  userSchema,
} from '@portal/contracts';
import { identityMessages } from '@portal/contracts/identity-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentUser } from '../auth';
import { impersonationStatus, startImpersonation, stopImpersonation } from './impersonation';
import { listAudit, listOutbox, searchUsers } from './queries';

const superAdmin = { guard: 'super-admin' } as const;
// Status and stop answer the impersonated user too: while impersonating, the session's user is not a super-admin.
const anyUser = { guard: 'user' } as const;
const tags = ['admin'];
const pageQuery = adminUserListQuerySchema.omit({ search: true });

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { config: superAdmin, schema: { tags, querystring: adminUserListQuerySchema, response: { 200: listOf(userSchema) } } },
    async (request) => {
      const page = await searchUsers(app.db, request.query);
      return { data: page.rows.map(presentUser), meta: page.meta };
    },
  );

  app.get(
    '/api/admin/outbox',
    { config: superAdmin, schema: { tags, querystring: pageQuery, response: { 200: listOf(outboxEntrySchema) } } },
    async (request) => {
      const page = await listOutbox(app.db, request.query);
      return { data: page.rows, meta: page.meta };
    },
  );

  app.get(
    '/api/admin/audit-log',
    { config: superAdmin, schema: { tags, querystring: auditQuerySchema, response: { 200: listOf(auditEntrySchema) } } },
    async (request) => {
      const page = await listAudit(app.db, request.query);
      return { data: page.rows, meta: page.meta };
    },
  );

  app.post(
    '/api/admin/impersonate/:user_id',
    {
      config: superAdmin,
      schema: {
        tags,
        params: z.object({ user_id: idParam }),
        body: impersonateRequestSchema.nullish(),
        response: { 200: impersonationStatusSchema },
      },
    },
    async (request, reply) => {
      await startImpersonation(request, reply, request.params.user_id, request.body?.minutes ?? 60);
      return impersonationStatus(request);
    },
  );

  app.get(
    '/api/admin/impersonate/status',
    { config: anyUser, schema: { tags, response: { 200: impersonationStatusSchema } } },
    async (request) => impersonationStatus(request),
  );

  app.post(
    '/api/admin/impersonate/stop',
    { config: anyUser, schema: { tags, response: { 200: messageSchema } } },
    async (request, reply) => {
      await stopImpersonation(request, reply);
      return identityMessages.impersonationStopped;
    },
  );
};

export default adminRoutes;
