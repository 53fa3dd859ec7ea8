import {
  idParam,
  landingFeeCreateSchema,
  landingFeeListQuerySchema,
  landingFeeSchema,
  landingFeeUpdateSchema,
  listOf,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { landingFees } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { includes } from '../../lib/includes';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { airportsById } from '../airports';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { countLandingFees, createLandingFee, listLandingFees, updateLandingFee } from './landing-fee-service';
import { authorize, feePermissions } from './policy';
import { type LandingFeeRow, presentLandingFee } from './presenter';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const one = z.object({ data: landingFeeSchema });
const config = { guard: 'user' } as const;
const tags = ['fees'];

const landingFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  async function landingFeeById(id: number): Promise<LandingFeeRow> {
    const [fee] = await app.db.select().from(landingFees).where(eq(landingFees.id, id));
    if (!fee) throw notFound();
    return fee;
  }

  app.get(
    '/api/companies/:company_id/landingFees',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        querystring: landingFeeListQuerySchema,
        response: { 200: listOf(landingFeeSchema) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const { query } = request;
      const companyId = access.company.id;
      const page = await pageOf(
        { ...query, paginate: query.paginate && !query.index },
        () => countLandingFees(app.db, companyId, query),
        (limit, offset) => listLandingFees(app.db, companyId, query, limit, offset),
      );
      const airportIds = [...new Set(page.rows.map((row) => row.airportId))];
      const airportRows = includes(query.include, 'airport') ? await airportsById(app.db, airportIds) : [];
      const actor = actorOf(access, currentUser(request));
      const permissions = query['permissions[landing_fee]'] !== undefined;
      const data = page.rows.map((row) =>
        presentLandingFee(row, access.company.currency, {
          permissions: permissions ? feePermissions(actor, row) : undefined,
          airport: airportRows.find((airport) => airport.id === row.airportId),
        }),
      );
      return { data, meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/landingFees',
    { config, schema: { tags, params: companyParams, body: landingFeeCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'create_landing_fee');
      const currency = access.company.currency;
      const fee = await app.db.transaction(async (tx) => {
        const created = await createLandingFee(tx, access.company.id, request.body);
        await auditRow(tx, request, 'landing_fee', 'created', created, { after: presentLandingFee(created, currency) });
        return created;
      });
      return reply.code(201).send({ data: presentLandingFee(fee, currency, { permissions: feePermissions(actor, fee) }) });
    },
  );

  app.patch(
    '/api/landingFees/:id',
    { config, schema: { tags, params, body: landingFeeUpdateSchema, response: { 200: one } } },
    async (request) => {
      const fee = await landingFeeById(request.params.id);
      const access = await rowAccess(request, fee.companyId);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'update', fee);
      const currency = access.company.currency;
      const updated = await app.db.transaction(async (tx) => {
        const changed = await updateLandingFee(tx, fee, request.body);
        const change = { before: presentLandingFee(fee, currency), after: presentLandingFee(changed, currency) };
        await auditRow(tx, request, 'landing_fee', 'updated', fee, change);
        return changed;
      });
      return { data: presentLandingFee(updated, currency, { permissions: feePermissions(actor, updated) }) };
    },
  );

  app.delete('/api/landingFees/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const fee = await landingFeeById(request.params.id);
    const access = await rowAccess(request, fee.companyId);
    authorize(actorOf(access, currentUser(request)), 'delete', fee);
    await app.db.transaction(async (tx) => {
      await tx.delete(landingFees).where(eq(landingFees.id, fee.id));
      await auditRow(tx, request, 'landing_fee', 'deleted', fee, { before: presentLandingFee(fee, access.company.currency) });
    });
    return reply.code(204).send();
  });
};

export default landingFeeRoutes;
