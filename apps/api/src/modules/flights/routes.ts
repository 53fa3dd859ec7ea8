import {
  flightChargesSchema,
  flightCreateSchema,
  flightListQuerySchema,
  flightPayerSchema,
  flightResultSchema,
  flightSchema,
  flightUpdateSchema,
  idParam,
  listOf,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { keyedDb } from '../../plugins/idempotency';
import { type CompanyAccess, companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditActor } from '../audit';
import { currentUser } from '../auth';
import { changePayer, flightChargeLines, keepsCharges, presentChargeLine, seesLine } from '../charges';
import type { AirplaneRow } from '../fleet';
import { correctFlight } from './correct-flight';
import { deleteFlight } from './delete-flight';
import { assertMaySee, flightPermissions, seesAllFlights } from './policy';
import { presentFlight } from './presenter';
import { countFlights, type FlightRecord, findFlight, flightConditions, listFlights } from './queries';
import { recordFlight } from './record-flight';
import { updateFlight } from './update-flight';

const config = { guard: 'user' } as const;
const tags = ['flights'];
const companyParams = z.object({ company_id: idParam });
const flightParams = z.object({ id: idParam });

const withPermissions = (access: CompanyAccess, record: FlightRecord) =>
  presentFlight(record, {
    permissions: flightPermissions(access, record.flight, record.correctedBy),
    charges: keepsCharges(access),
  });

const counters = (airplane: AirplaneRow) => ({
  hobbs_minutes: airplane.hobbsMinutes,
  tach_minutes: airplane.tachMinutes,
  status: airplane.status,
  status_reason: airplane.statusReason,
});

/** The company's flights (tech log, accounting's list) and their corrections. */
const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  async function loadFlight(request: Parameters<typeof rowAccess>[0], id: number) {
    const record = await findFlight(app.db, id);
    if (!record) throw notFound();
    const access = await rowAccess(request, record.flight.companyId);
    assertMaySee(access, record.flight);
    return { record, access };
  }

  async function outcome(access: CompanyAccess, flightId: number, airplane: AirplaneRow) {
    const record = await findFlight(app.db, flightId);
    if (!record) throw notFound();
    return { data: withPermissions(access, record), meta: { airplane: counters(airplane) } };
  }

  const actorOf = (request: Parameters<typeof auditActor>[0]) => ({ ...auditActor(request), userId: currentUser(request).id });

  app.get(
    '/api/companies/:company_id/flights',
    {
      config,
      schema: { tags, params: companyParams, querystring: flightListQuerySchema, response: { 200: listOf(flightSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const { query } = request;
      const where = flightConditions(
        {
          companyId: access.company.id,
          timeZone: access.company.timezone,
          onBoardMembershipId: seesAllFlights(access) ? undefined : (access.membership?.id ?? 0),
        },
        query,
      );
      const page = await pageOf(
        query,
        () => countFlights(app.db, where),
        (limit, offset) => listFlights(app.db, where, limit, offset),
      );
      const permissions = query['permissions[flight]'] !== undefined;
      const charges = keepsCharges(access);
      const data = page.rows.map((record) =>
        permissions ? withPermissions(access, record) : presentFlight(record, { charges }),
      );
      return { data, meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/flights',
    {
      config: { ...config, idempotent: true },
      schema: { tags, params: companyParams, body: flightCreateSchema, response: { 201: flightResultSchema } },
    },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const db = keyedDb(request, app.db);
      const { flight, airplane } = await recordFlight(db, access, actorOf(request), request.body);
      return reply.code(201).send(await outcome(access, flight.id, airplane));
    },
  );

  app.get(
    '/api/flights/:id',
    { config, schema: { tags, params: flightParams, response: { 200: z.object({ data: flightSchema }) } } },
    async (request) => {
      const { record, access } = await loadFlight(request, request.params.id);
      return { data: withPermissions(access, record) };
    },
  );

  app.patch(
    '/api/flights/:id',
    { config, schema: { tags, params: flightParams, body: flightUpdateSchema, response: { 200: flightResultSchema } } },
    async (request) => {
      const { record, access } = await loadFlight(request, request.params.id);
      const { flight, airplane } = await updateFlight(app.db, access, actorOf(request), record.flight, request.body);
      return outcome(access, flight.id, airplane);
    },
  );

  app.delete('/api/flights/:id', { config, schema: { tags, params: flightParams } }, async (request, reply) => {
    const { record, access } = await loadFlight(request, request.params.id);
    await deleteFlight(app.db, access, actorOf(request), record.flight);
    return reply.code(204).send();
  });

  app.post(
    '/api/flights/:id/correction',
    { config, schema: { tags, params: flightParams, body: flightUpdateSchema, response: { 201: flightResultSchema } } },
    async (request, reply) => {
      const { record, access } = await loadFlight(request, request.params.id);
      const { flight, airplane } = await correctFlight(app.db, access, actorOf(request), record.flight, request.body);
      return reply.code(201).send(await outcome(access, flight.id, airplane));
    },
  );

  app.get(
    '/api/flights/:id/charges',
    { config, schema: { tags, params: flightParams, response: { 200: flightChargesSchema } } },
    async (request) => {
      const { record, access } = await loadFlight(request, request.params.id);
      const rows = (await flightChargeLines(app.db, record.flight.id)).filter((row) => seesLine(access, row.line));
      const data = rows.map((row) => presentChargeLine(row.line, access.company.currency, row.payerName));
      const total = data.reduce((sum, line) => sum + line.gross, 0);
      return { data, meta: { total, currency: access.company.currency, billed: record.flight.status === 'billed' } };
    },
  );

  app.patch(
    '/api/flights/:id/payer',
    {
      config,
      schema: { tags, params: flightParams, body: flightPayerSchema, response: { 200: z.object({ data: flightSchema }) } },
    },
    async (request) => {
      const { record, access } = await loadFlight(request, request.params.id);
      await changePayer(app.db, access, auditActor(request), record.flight, request.body);
      const updated = await findFlight(app.db, record.flight.id);
      if (!updated) throw notFound();
      return { data: withPermissions(access, updated) };
    },
  );
};

export default flightRoutes;
