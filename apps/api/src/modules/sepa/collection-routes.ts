import {
  idParam,
  sepaCandidateSchema,
  sepaCollectionCreateSchema,
  sepaCollectionListQuerySchema,
  sepaCollectionPageSchema,
  sepaCollectionSchema,
  sepaReturnSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditActor, writeAudit } from '../audit';
import { creditorOf } from './billing';
import { collectionCandidates } from './candidates';
import { presentCollection } from './collection-presenter';
import { countCollections, findCollection, itemsOf, listCollections } from './collection-queries';
import { collectionXml } from './collection-xml';
import { createCollection } from './create-collection';
import { authorize, type SepaAction } from './policy';
import { confirmCollection, recordReturn } from './settle-collection';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['sepa'];
const oneCollection = z.object({ data: sepaCollectionSchema });

/** A run by its id, for accounting of its company only (another company's is 404). */
async function collectionFor(request: FastifyRequest, id: number, action: SepaAction) {
  const collection = await findCollection(request.server.db, id);
  if (!collection) throw notFound();
  authorize(await rowAccess(request, collection.companyId), action);
  return collection;
}

async function presentOne(db: Executor, id: number) {
  const collection = await findCollection(db, id);
  if (!collection) throw notFound();
  return { data: presentCollection(collection, await itemsOf(db, [id])) };
}

/** SEPA direct debit runs: made from open invoices, exported as pain.008, confirmed, and returns recorded. */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/sepa-collections',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        querystring: sepaCollectionListQuerySchema,
        response: { 200: sepaCollectionPageSchema },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'collect_payments');
      const page = await pageOf(
        request.query,
        () => countCollections(app.db, access.company.id),
        (limit, offset) => listCollections(app.db, access.company.id, limit, offset),
      );
      if (!page.meta) throw new Error('collections are always paged');
      const items = await itemsOf(
        app.db,
        page.rows.map((row) => row.id),
      );
      return { data: page.rows.map((row) => presentCollection(row, items)), meta: page.meta };
    },
  );

  app.get(
    '/api/companies/:company_id/sepa-collections/candidates',
    { config, schema: { tags, params: companyParams, response: { 200: z.object({ data: z.array(sepaCandidateSchema) }) } } },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'collect_payments');
      return { data: await collectionCandidates(app.db, access.company.id) };
    },
  );

  app.post(
    '/api/companies/:company_id/sepa-collections',
    { config, schema: { tags, params: companyParams, body: sepaCollectionCreateSchema, response: { 201: oneCollection } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'collect_payments');
      const id = await app.db.transaction(async (tx) => {
        const collection = await createCollection(tx, access.company.id, request.user?.id ?? null, request.body);
        await writeAudit(tx, {
          ...auditActor(request),
          companyId: access.company.id,
          action: 'sepa_collection.created',
          subjectType: 'sepa_collection',
          subjectId: collection.id,
          after: { invoice_ids: request.body.invoice_ids, control_sum: collection.controlSum, format: collection.format },
        });
        return collection.id;
      });
      return reply.code(201).send(await presentOne(app.db, id));
    },
  );

  app.get(
    '/api/sepa-collections/:id/xml',
    { config, schema: { tags, params, produces: ['application/xml'] } },
    async (request, reply) => {
      const collection = await collectionFor(request, request.params.id, 'download');
      const xml = collectionXml(
        collection,
        await itemsOf(app.db, [collection.id]),
        await creditorOf(app.db, collection.companyId),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${collection.messageId}.xml"`)
        .send(xml);
    },
  );

  app.post(
    '/api/sepa-collections/:id/confirm',
    { config, schema: { tags, params, response: { 200: oneCollection } } },
    async (request) => {
      const collection = await collectionFor(request, request.params.id, 'confirm');
      await app.db.transaction(async (tx) => {
        await confirmCollection(tx, collection, request.user?.id ?? null);
        await writeAudit(tx, {
          ...auditActor(request),
          companyId: collection.companyId,
          action: 'sepa_collection.confirmed',
          subjectType: 'sepa_collection',
          subjectId: collection.id,
        });
      });
      return presentOne(app.db, collection.id);
    },
  );

  app.post(
    '/api/sepa-collections/:id/returns',
    { config, schema: { tags, params, body: sepaReturnSchema, response: { 200: oneCollection } } },
    async (request) => {
      const collection = await collectionFor(request, request.params.id, 'record_return');
      await app.db.transaction(async (tx) => {
        const item = await recordReturn(tx, collection, request.body, request.user?.id ?? null);
        await writeAudit(tx, {
          ...auditActor(request),
          companyId: collection.companyId,
          action: 'sepa_collection.returned',
          subjectType: 'sepa_collection',
          subjectId: collection.id,
          after: { invoice_id: item.invoiceId, amount: item.amount, fee: request.body.fee },
        });
      });
      return presentOne(app.db, collection.id);
    },
  );
};

export default collectionRoutes;
