import {
  eventCreateSchema,
  eventListQuerySchema,
  eventRegistrationSchema,
  eventSchema,
  eventUpdateSchema,
  idParam,
  listOf,
  registrationResultSchema,
} from '@portal/contracts';
import { eventMessages } from '@portal/contracts/events-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { type Actor, actorOf } from '../../lib/actor';
import { toSpreadsheetCsv } from '../../lib/csv/spreadsheet';
import { invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import {
  countEvents,
  createEvent,
  deleteEvent,
  type EventRow,
  findEvent,
  listEvents,
  lockEvent,
  updateEvent,
  withCounts,
} from './events';
import { audienceOf, tellMembers, usersOf } from './notify';
import { authorize } from './policy';
import { presentEvent, presentRegistration } from './presenter';
import { decline, listRegistrations, moveUp, register, registeredTotal, standingOf } from './registrations';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['events'];
const oneEvent = z.object({ data: eventSchema });

/** The server's clock decides whether registration is still open. */
const now = () => new Date();

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The event and the caller once tenancy and the policy allow `action` (an event not meant for the caller is 404). */
  async function eventFor(request: FastifyRequest, id: number, action: Parameters<typeof authorize>[1]) {
    const event = await findEvent(app.db, id);
    if (!event) throw notFound();
    const access = await rowAccess(request, event.companyId);
    const actor = actorOf(access, currentUser(request));
    authorize(actor, action as 'view', event);
    return { event, actor };
  }

  async function presentOne(db: Executor, event: EventRow, actor: Actor) {
    const [full] = await withCounts(db, [event], actor.access.membership?.id ?? null);
    if (!full) throw new Error('event vanished');
    return { data: presentEvent(full, actor, now()) };
  }

  app.get(
    '/api/companies/:company_id/events',
    {
      config,
      schema: { tags, params: companyParams, querystring: eventListQuerySchema, response: { 200: listOf(eventSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const filter = { from: request.query.from ? new Date(request.query.from) : now(), past: request.query.past === 'true' };
      const page = await pageOf(
        request.query,
        () => countEvents(app.db, access, filter),
        (limit, offset) => listEvents(app.db, access, filter, limit, offset),
      );
      const at = now();
      return { data: page.rows.map((event) => presentEvent(event, actor, at)), meta: page.meta };
    },
  );

  app.post(
    '/api/companies/:company_id/events',
    { config, schema: { tags, params: companyParams, body: eventCreateSchema, response: { 201: oneEvent } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'manage');
      const answer = await app.db.transaction(async (tx) => {
        const event = await createEvent(tx, access.company.id, request.body);
        await auditRow(tx, request, 'event', 'created', event, { after: request.body });
        const audience = (await audienceOf(tx, event)).filter((id) => id !== actor.userId);
        await tellMembers(tx, event, 'event.created', audience, access.company);
        return presentOne(tx, event, actor);
      });
      return reply.code(201).send(answer);
    },
  );

  app.get('/api/events/:id', { config, schema: { tags, params, response: { 200: oneEvent } } }, async (request) => {
    const { event, actor } = await eventFor(request, request.params.id, 'view');
    return presentOne(app.db, event, actor);
  });

  app.patch(
    '/api/events/:id',
    { config, schema: { tags, params, body: eventUpdateSchema, response: { 200: oneEvent } } },
    async (request) => {
      const { event: found, actor } = await eventFor(request, request.params.id, 'update');
      const change = request.body;
      return app.db.transaction(async (tx) => {
        const event = (await lockEvent(tx, found.id)) ?? found;
        const startsAt = change.starts_at ? new Date(change.starts_at) : event.startsAt;
        const endsAt = change.ends_at ? new Date(change.ends_at) : event.endsAt;
        if (endsAt <= startsAt) throw invalid('ends_at', eventMessages.endsBeforeStart);
        const deadline =
          change.registration_deadline === undefined
            ? event.registrationDeadline
            : change.registration_deadline && new Date(change.registration_deadline);
        if (deadline && deadline > startsAt) throw invalid('registration_deadline', eventMessages.deadlineAfterStart);
        if (change.capacity !== undefined && change.capacity !== null) {
          const registered = await registeredTotal(tx, event.id);
          if (change.capacity < registered) throw invalid('capacity', eventMessages.capacityBelowRegistered(registered));
        }
        const updated = await updateEvent(tx, event.id, change);
        const moved = await moveUp(tx, updated);
        await tellMembers(
          tx,
          updated,
          'event.moved_up',
          await usersOf(
            tx,
            moved.map((m) => m.membershipId),
          ),
          actor.access.company,
        );
        await auditRow(tx, request, 'event', 'updated', updated, { after: change });
        return presentOne(tx, updated, actor);
      });
    },
  );

  app.delete('/api/events/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const { event, actor } = await eventFor(request, request.params.id, 'delete');
    await app.db.transaction(async (tx) => {
      const answers = await listRegistrations(tx, event.id);
      const told = answers.filter((row) => row.status !== 'declined').map((row) => row.membershipId);
      await tellMembers(tx, event, 'event.cancelled', await usersOf(tx, told), actor.access.company);
      await deleteEvent(tx, event);
      await auditRow(tx, request, 'event', 'deleted', event, { before: { title: event.title } });
    });
    return reply.code(204).send();
  });

  app.post(
    '/api/events/:id/registrations',
    { config, schema: { tags, params, response: { 201: z.object({ data: registrationResultSchema }) } } },
    async (request, reply) => {
      const { event: found, actor } = await eventFor(request, request.params.id, 'register');
      const membershipId = actor.access.membership?.id as number;
      const standing = await app.db.transaction(async (tx) => {
        const event = await lockEvent(tx, found.id);
        if (!event) throw notFound();
        return standingOf(tx, await register(tx, event, membershipId, now()));
      });
      return reply
        .code(201)
        .send({ data: { event_id: found.id, status: standing.status, waiting_position: standing.waitingPosition } });
    },
  );

  app.delete('/api/events/:id/registrations/me', { config, schema: { tags, params } }, async (request, reply) => {
    const { event: found, actor } = await eventFor(request, request.params.id, 'register');
    const membershipId = actor.access.membership?.id as number;
    await app.db.transaction(async (tx) => {
      const event = await lockEvent(tx, found.id);
      if (!event) throw notFound();
      const given = await decline(tx, event, membershipId);
      if (given?.status !== 'registered') return;
      const moved = await moveUp(tx, event);
      await tellMembers(
        tx,
        event,
        'event.moved_up',
        await usersOf(
          tx,
          moved.map((m) => m.membershipId),
        ),
        actor.access.company,
      );
    });
    return reply.code(204).send();
  });

  app.get(
    '/api/events/:id/registrations',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.array(eventRegistrationSchema) }) } } },
    async (request) => {
      const { event } = await eventFor(request, request.params.id, 'see_registrations');
      return { data: (await listRegistrations(app.db, event.id)).map(presentRegistration) };
    },
  );

  app.get('/api/events/:id/registrations/export', { config, schema: { tags, params } }, async (request, reply) => {
    const { event } = await eventFor(request, request.params.id, 'see_registrations');
    const rows = await listRegistrations(app.db, event.id);
    const csv = toSpreadsheetCsv(
      ['name', 'email', 'status', 'waiting_position', 'registered_at'],
      rows.map((row) => [row.name, row.email, row.status, row.waitingPosition, row.queuedAt.toISOString()]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}-registrations.csv"`)
      .send(csv);
  });
};

export default eventRoutes;
