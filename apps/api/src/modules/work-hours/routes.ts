import {
  idParam,
  listOf,
  workHourCreateSchema,
  workHourListQuerySchema,
  workHourReportSchema,
  workHourSchema,
  workHourUpdateSchema,
} from '@portal/contracts';
import { workHourMessages } from '@portal/contracts/events-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { authorize, can } from './policy';
import { presentWorkHour } from './presenter';
import { quotaOf, yearReport } from './report';
import { changeWorkHours, countWorkHours, deleteWorkHours, findWorkHour, listWorkHours, logWorkHours } from './work-hours';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['work-hours'];
const oneWorkHour = z.object({ data: workHourSchema });

const workHourRoutes: FastifyPluginAsyncZod = async (app) => {
  async function rowFor(request: FastifyRequest, id: number, action: 'view' | 'update' | 'delete' | 'review') {
    const row = await findWorkHour(app.db, id);
    if (!row) throw notFound();
    const actor = actorOf(await rowAccess(request, row.companyId), currentUser(request));
    if (!can(actor, 'view', row)) throw notFound();
    authorize(actor, action, row);
    return { row, actor };
  }

  app.get(
    '/api/companies/:company_id/workHours',
    {
      config,
      schema: { tags, params: companyParams, querystring: workHourListQuerySchema, response: { 200: listOf(workHourSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const { year, status, membership_id } = request.query;
      // A member lists their own hours; reviewers anyone's.
      const membershipId = can(actor, 'review') ? membership_id : (access.membership?.id ?? -1);
      const filter = { year, status, membershipId };
      const page = await pageOf(
        request.query,
        () => countWorkHours(app.db, access.company.id, filter),
        (limit, offset) => listWorkHours(app.db, access.company.id, filter, limit, offset),
      );
      return { data: page.rows.map((row) => presentWorkHour(row, actor)), meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/workHours',
    { config, schema: { tags, params: companyParams, body: workHourCreateSchema, response: { 201: oneWorkHour } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const own = access.membership?.id;
      const forOther = request.body.membership_id !== undefined && request.body.membership_id !== own;
      authorize(actor, forOther ? 'review' : 'log');
      const membershipId = request.body.membership_id ?? own;
      if (membershipId === undefined) throw forbidden(workHourMessages.forbidden);
      const created = await app.db.transaction(async (tx) => {
        const row = await logWorkHours(tx, access.company.id, membershipId, request.body);
        await auditRow(tx, request, 'work_hours', 'created', row, { after: request.body });
        return findWorkHour(tx, row.id);
      });
      if (!created) throw new Error('work hours vanished');
      return reply.code(201).send({ data: presentWorkHour(created, actor) });
    },
  );

  app.get(
    '/api/companies/:company_id/workHours/report',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: { 200: workHourReportSchema },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const year = request.query.year ?? new Date().getUTCFullYear();
      const quota = quotaOf(access.company.settings);
      // Members read their own line; reviewers every member's.
      const only = can(actor, 'review') ? undefined : (access.membership?.id ?? -1);
      return { data: await yearReport(app.db, access.company.id, year, quota, only), meta: { year, quota_minutes: quota } };
    },
  );

  app.patch(
    '/api/workHours/:id',
    { config, schema: { tags, params, body: workHourUpdateSchema, response: { 200: oneWorkHour } } },
    async (request) => {
      const reviewing = request.body.status !== undefined || request.body.review_note !== undefined;
      const { row, actor } = await rowFor(request, request.params.id, reviewing ? 'review' : 'update');
      const changed = await app.db.transaction(async (tx) => {
        const updated = await changeWorkHours(tx, row.id, request.body, reviewing ? actor.userId : null);
        await auditRow(tx, request, 'work_hours', 'updated', updated, {
          before: { status: row.status, minutes: row.minutes },
          after: request.body,
        });
        return findWorkHour(tx, row.id);
      });
      if (!changed) throw notFound();
      return { data: presentWorkHour(changed, actor) };
    },
  );

  app.delete('/api/workHours/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const { row } = await rowFor(request, request.params.id, 'delete');
    await app.db.transaction(async (tx) => {
      await deleteWorkHours(tx, row.id);
      await auditRow(tx, request, 'work_hours', 'deleted', row, { before: { minutes: row.minutes, status: row.status } });
    });
    return reply.code(204).send();
  });
};

export default workHourRoutes;
