import {
  idParam,
  listOf,
  logbookEntryCreateSchema,
  logbookEntrySchema,
  logbookEntryUpdateSchema,
  logbookListQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/pagination';
import { keyedDb } from '../../plugins/idempotency';
import { currentUser } from '../auth';
import { countEntries, createEntry, deleteEntry, entryConditions, listEntries, ownEntry, updateEntry } from './entries';
import { authorize } from './policy';
import { presentOwn } from './presenter';

const config = { guard: 'user' } as const;
const tags = ['logbook'];
const params = z.object({ id: idParam });
const one = z.object({ data: logbookEntrySchema });

/** The caller's own logbook: lines from company flights and personal entries. Nobody reads another's. */
const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/logbook/entries',
    { config, schema: { tags, querystring: logbookListQuerySchema, response: { 200: listOf(logbookEntrySchema) } } },
    async (request) => {
      const userId = currentUser(request).id;
      const where = entryConditions(userId, request.query);
      const page = await pageOf(
        request.query,
        () => countEntries(app.db, userId, request.query),
        (limit, offset) => listEntries(app.db, where, limit, offset),
      );
      return { data: page.rows.map(presentOwn(userId)), meta: page.meta };
    },
  );

  app.post(
    '/api/logbook/entries',
    { config: { ...config, idempotent: true }, schema: { tags, body: logbookEntryCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const row = await keyedDb(request, app.db).transaction((tx) => createEntry(tx, userId, request.body));
      return reply.code(201).send({ data: presentOwn(userId)(row) });
    },
  );

  app.get('/api/logbook/entries/:id', { config, schema: { tags, params, response: { 200: one } } }, async (request) => {
    const userId = currentUser(request).id;
    return { data: presentOwn(userId)(await ownEntry(app.db, userId, request.params.id)) };
  });

  app.patch(
    '/api/logbook/entries/:id',
    { config, schema: { tags, params, body: logbookEntryUpdateSchema, response: { 200: one } } },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await ownEntry(app.db, userId, request.params.id);
      authorize(userId, 'update', row);
      return { data: presentOwn(userId)(await updateEntry(app.db, row, request.body)) };
    },
  );

  app.delete('/api/logbook/entries/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const userId = currentUser(request).id;
    const row = await ownEntry(app.db, userId, request.params.id);
    authorize(userId, 'delete', row);
    await deleteEntry(app.db, row);
    return reply.code(204).send();
  });
};

export default logbookRoutes;
