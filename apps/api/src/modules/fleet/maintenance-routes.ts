import {
  airplaneStatusReportSchema,
  idParam,
  maintenanceItemCreateSchema,
  maintenanceItemSchema,
  maintenanceItemUpdateSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maintenanceItems } from '../../db/schema';
import { todayIn } from '../../lib/dates';
import { rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { actorFor } from './access';
import { airplaneById } from './airplane-service';
import {
  createMaintenanceItem,
  listMaintenanceItems,
  maintenanceItemById,
  presentMaintenanceItem,
  updateMaintenanceItem,
} from './maintenance';
import { authorize } from './policy';
import { statusReport } from './status-report';

const params = z.object({ id: idParam });
const one = z.object({ data: maintenanceItemSchema });
const config = { guard: 'user' } as const;
const tags = ['fleet'];

/** Maintenance items (admins keep them, members read them) and the status page that weighs everything. */
const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airplanes/:id/status',
    { config, schema: { tags, params, response: { 200: z.object({ data: airplaneStatusReportSchema }) } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const access = await rowAccess(request, airplane.companyId);
      return { data: await statusReport(app.db, airplane, access.company.timezone) };
    },
  );

  app.get(
    '/api/airplanes/:id/maintenanceItems',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.array(maintenanceItemSchema) }) } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const access = await rowAccess(request, airplane.companyId);
      const today = todayIn(access.company.timezone);
      const rows = await listMaintenanceItems(app.db, airplane);
      return { data: rows.map((row) => presentMaintenanceItem(row, airplane.hobbsMinutes, today)) };
    },
  );

  app.post(
    '/api/airplanes/:id/maintenanceItems',
    { config, schema: { tags, params, body: maintenanceItemCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const airplane = await airplaneById(app.db, request.params.id);
      const actor = await actorFor(request, airplane.companyId);
      authorize(actor, 'update', airplane);
      const today = todayIn(actor.access.company.timezone);
      const item = await app.db.transaction(async (tx) => {
        const created = await createMaintenanceItem(tx, airplane, request.body);
        await auditRow(tx, request, 'maintenance_item', 'created', created, { after: request.body });
        return created;
      });
      return reply.code(201).send({ data: presentMaintenanceItem(item, airplane.hobbsMinutes, today) });
    },
  );

  app.patch(
    '/api/maintenanceItems/:id',
    { config, schema: { tags, params, body: maintenanceItemUpdateSchema, response: { 200: one } } },
    async (request) => {
      const item = await maintenanceItemById(app.db, request.params.id);
      const actor = await actorFor(request, item.companyId);
      authorize(actor, 'update', item);
      const airplane = await airplaneById(app.db, item.airplaneId);
      const updated = await app.db.transaction(async (tx) => {
        const changed = await updateMaintenanceItem(tx, item, request.body);
        await auditRow(tx, request, 'maintenance_item', 'updated', item, { before: item, after: changed });
        return changed;
      });
      return { data: presentMaintenanceItem(updated, airplane.hobbsMinutes, todayIn(actor.access.company.timezone)) };
    },
  );

  app.delete('/api/maintenanceItems/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const item = await maintenanceItemById(app.db, request.params.id);
    authorize(await actorFor(request, item.companyId), 'delete', item);
    await app.db.transaction(async (tx) => {
      await tx.delete(maintenanceItems).where(eq(maintenanceItems.id, item.id));
      await auditRow(tx, request, 'maintenance_item', 'deleted', item, { before: item });
    });
    return reply.code(204).send();
  });
};

export default maintenanceRoutes;
