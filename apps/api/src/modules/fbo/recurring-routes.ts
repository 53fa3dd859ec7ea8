import {
  idParam,
  recurrenceExceptionSchema,
  recurrencePreviewSchema,
  recurringFlightInputSchema,
  recurringFlightSchema,
  recurringFlightUpdateSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { currentUser } from '../auth';
import { cancelSeries, editSeries, occurrenceDay } from './edit-series';
import { operatorAccess } from './operator';
import { renderOperatorCalendar } from './operator-calendar';
import { authorize } from './policy';
import {
  addExceptions,
  assertOwnAirplane,
  checkedOccurrences,
  createSeries,
  exceptionsOf,
  findSeries,
  listSeries,
  presentSeries,
  shapeOf,
} from './series';

const params = z.object({ id: idParam });
const one = z.object({ data: recurringFlightSchema });
const many = z.object({ data: z.array(recurringFlightSchema) });

/** Recurring flights of an operator: series with an RFC 5545 rule, previewed against the aircraft's bookings. */
const recurringRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { guard: 'user' } as const;
  const tags = ['fixedBaseOperators'];

  const present = async (rows: Parameters<typeof presentSeries>[0][]) => {
    const exceptions = await exceptionsOf(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentSeries(row, exceptions.get(row.id) ?? []));
  };

  /** A series the caller's operator membership may plan (another operator's is 404). */
  async function plannable(request: FastifyRequest, id: number) {
    const series = await findSeries(app.db, id);
    if (!series) throw notFound();
    const access = await operatorAccess(request, series.companyId, true);
    authorize(access, 'plan_flights');
    return { access, series };
  }

  app.get(
    '/api/fixedBaseOperators/:id/recurringFlights',
    { config, schema: { tags, params, response: { 200: many } } },
    async (request) => {
      await operatorAccess(request, request.params.id);
      return { data: await present(await listSeries(app.db, request.params.id)) };
    },
  );

  app.get(
    '/api/fixedBaseOperators/:id/calendar.ics',
    {
      config,
      schema: {
        tags,
        description: 'The recurring flights as iCalendar: one recurring event per series, its exceptions as EXDATE.',
        params,
      },
    },
    async (request, reply) => {
      const access = await operatorAccess(request, request.params.id);
      const rows = await listSeries(app.db, access.company.id);
      const exceptions = await exceptionsOf(
        app.db,
        rows.map((row) => row.id),
      );
      return reply.type('text/calendar; charset=utf-8').send(renderOperatorCalendar(access.company, rows, exceptions));
    },
  );

  app.post(
    '/api/fixedBaseOperators/:id/recurringFlights/preview',
    {
      config,
      schema: {
        tags,
        description:
          'Every flight the series would make, each with the bookings and maintenance blocks it collides with; nothing is saved.',
        params,
        body: recurringFlightInputSchema,
        response: { 200: z.object({ data: recurrencePreviewSchema }) },
      },
    },
    async (request) => {
      const access = await operatorAccess(request, request.params.id);
      authorize(access, 'plan_flights');
      await assertOwnAirplane(app.db, access.company, request.body.airplane_id);
      const checked = await checkedOccurrences(
        app.db,
        access.company,
        shapeOf(access.company, request.body),
        request.body.airplane_id,
      );
      const occurrences = checked.map((item) => ({
        starts_at: item.startsAt.toISOString(),
        ends_at: item.endsAt.toISOString(),
        local_date: item.localDate,
        conflicts: item.conflicts.map((span) => ({
          booking_id: span.id,
          kind: span.maintenance ? ('maintenance' as const) : ('booking' as const),
          starts_at: span.startsAt.toISOString(),
          ends_at: span.endsAt.toISOString(),
        })),
      }));
      const conflictCount = occurrences.filter((item) => item.conflicts.length > 0).length;
      return { data: { occurrences, count: occurrences.length, conflict_count: conflictCount } };
    },
  );

  app.post(
    '/api/fixedBaseOperators/:id/recurringFlights',
    { config, schema: { tags, params, body: recurringFlightInputSchema, response: { 201: one } } },
    async (request, reply) => {
      const access = await operatorAccess(request, request.params.id);
      authorize(access, 'plan_flights');
      const userId = currentUser(request).id;
      const row = await app.db.transaction((tx) => createSeries(tx, access.company, request.body, userId));
      const [series] = await present([row]);
      return reply.code(201).send({ data: series as NonNullable<typeof series> });
    },
  );

  app.patch(
    '/api/recurringFlights/:id',
    {
      config,
      schema: {
        tags,
        description:
          'scope=all changes the series; following splits it at `occurrence`; this makes that flight a series of its own. Answers every series touched.',
        params,
        body: recurringFlightUpdateSchema,
        response: { 200: many },
      },
    },
    async (request) => {
      const { access, series } = await plannable(request, request.params.id);
      const userId = currentUser(request).id;
      const rows = await app.db.transaction(async (tx) => {
        const locked = await findSeries(tx, series.id, true);
        if (!locked) throw notFound();
        return editSeries(tx, access.company, locked, request.body, userId);
      });
      return { data: await present(rows) };
    },
  );

  app.delete(
    '/api/recurringFlights/:id',
    {
      config,
      schema: {
        tags,
        description:
          'Cancels the whole series: its flights still to come and their bookings go, flights already begun or flown stay (the series then ends the day before). A series with no flight yet is removed.',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const series = await findSeries(app.db, request.params.id);
      if (!series) throw notFound();
      authorize(await operatorAccess(request, series.companyId, true), 'cancel_series');
      await app.db.transaction(async (tx) => {
        const locked = await findSeries(tx, series.id, true);
        if (locked) await cancelSeries(tx, locked, new Date());
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/recurringFlights/:id/exceptions',
    {
      config,
      schema: {
        tags,
        description: 'Cancels one flight of the series (EXDATE).',
        params,
        body: recurrenceExceptionSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { series } = await plannable(request, request.params.id);
      await app.db.transaction(async (tx) =>
        addExceptions(tx, series.id, [await occurrenceDay(tx, series, request.body.occurrence)]),
      );
      const [presented] = await present([series]);
      return { data: presented as NonNullable<typeof presented> };
    },
  );
};

export default recurringRoutes;
