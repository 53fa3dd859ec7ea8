import { feeCreateSchema, feeListQuerySchema, feeSchema, feeUpdateSchema, idParam, listOf } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fees } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { countFees, createFee, deleteFee, listFees, updateFee } from './fee-service';
import { authorize, feePermissions } from './policy';
import { type FeeRow, presentFee } from './presenter';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const one = z.object({ data: feeSchema });
const config = { guard: 'user' } as const;
const tags = ['fees'];

const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  async function feeById(id: number): Promise<FeeRow> {
    const [fee] = await app.db.select().from(fees).where(eq(fees.id, id));
    if (!fee) throw notFound();
    return fee;
  }

  app.get(
    '/api/companies/:company_id/fees',
    { config, schema: { tags, params: companyParams, querystring: feeListQuerySchema, response: { 200: listOf(feeSchema) } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const { query } = request;
      const page = await pageOf(
        query,
        () => countFees(app.db, access.company.id, query),
        (limit, offset) => listFees(app.db, access.company.id, query, limit, offset),
      );
      const permissions = query['permissions[fee]'] !== undefined;
      const data = page.rows.map((row) =>
        presentFee(row, access.company.currency, permissions ? feePermissions(actor, row) : undefined),
      );
      return { data, meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/fees',
    { config, schema: { tags, params: companyParams, body: feeCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'create_fee');
      const fee = await app.db.transaction(async (tx) => {
        const created = await createFee(tx, access.company.id, request.body);
        await auditRow(tx, request, 'fee', 'created', created, { after: presentFee(created, access.company.currency) });
        return created;
      });
      return reply.code(201).send({ data: presentFee(fee, access.company.currency, feePermissions(actor, fee)) });
    },
  );

  app.get('/api/fees/:id', { config, schema: { tags, params, response: { 200: one } } }, async (request) => {
    const fee = await feeById(request.params.id);
    const access = await rowAccess(request, fee.companyId);
    return { data: presentFee(fee, access.company.currency, feePermissions(actorOf(access, currentUser(request)), fee)) };
  });

  app.patch(
    '/api/fees/:id',
    { config, schema: { tags, params, body: feeUpdateSchema, response: { 200: one } } },
    async (request) => {
      const fee = await feeById(request.params.id);
      const access = await rowAccess(request, fee.companyId);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'update', fee);
      const updated = await app.db.transaction(async (tx) => {
        const changed = await updateFee(tx, fee, request.body);
        const currency = access.company.currency;
        await auditRow(tx, request, 'fee', 'updated', fee, {
          before: presentFee(fee, currency),
          after: presentFee(changed, currency),
        });
        return changed;
      });
      return { data: presentFee(updated, access.company.currency, feePermissions(actor, updated)) };
    },
  );

  app.delete('/api/fees/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const fee = await feeById(request.params.id);
    const access = await rowAccess(request, fee.companyId);
    authorize(actorOf(access, currentUser(request)), 'delete', fee);
    await app.db.transaction(async (tx) => {
      await deleteFee(tx, fee);
      await auditRow(tx, request, 'fee', 'deleted', fee, { before: presentFee(fee, access.company.currency) });
    });
    return reply.code(204).send();
  });
};

export default feeRoutes;
