import {
  type BookingType,
  bookingCancelQuerySchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingResultSchema,
  bookingSchema,
  bookingUpdateSchema,
  idParam,
} from '@portal/contracts';
import { codeOf } from '@portal/contracts/message';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import type { SaveOutcome } from './booking-draft';
import { checkWindow, windowFilter } from './booking-window';
import { cancelBooking } from './cancel-booking';
import { createBooking } from './create-booking';
import type { BookingRow } from './find-bookings';
import { findBooking } from './find-bookings';
import { type ListedBooking, listBookingRows } from './list-rows';
import { authorize, authorizeDraft, bookingPermissions, can } from './policy';
import { type BookingNames, presentBooking } from './presenter';
import { updateBooking } from './update-booking';

function presenterFor(actor: Actor, withPermissions: boolean) {
  return (row: BookingRow | ListedBooking, names: BookingNames) =>
    presentBooking(row, names, {
      ownMembershipId: actor.access.membership?.id,
      showPilot: can(actor, 'see_pilot', row),
      permissions: withPermissions ? bookingPermissions(actor, row) : undefined,
    });
}

function outcome(actor: Actor, result: SaveOutcome, names: BookingNames) {
  const zone = actor.access.company.timezone;
  return {
    data: presenterFor(actor, true)(result.booking, names),
    meta: {
      collisions: result.collisions.map((c) => ({
        id: c.id,
        starts_at: c.startsAt.toISOString(),
        ends_at: c.endsAt.toISOString(),
        pilot: can(actor, 'see_pilot', c) ? c.pilotName : null,
      })),
      warnings: result.warnings.map((warning) => warning.message),
      warning_codes: result.warnings.map(codeOf),
      time_zone: zone,
    },
  };
}

const bookingParams = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  async function loadBooking(request: Parameters<typeof rowAccess>[0], id: number) {
    const found = await findBooking(app.db, id);
    if (!found) throw notFound();
    const actor = actorOf(await rowAccess(request, found.booking.companyId), currentUser(request));
    return { found, actor };
  }

  app.get(
    '/api/companies/:company_id/bookings',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['booking'],
        params: companyParams,
        querystring: bookingListQuerySchema,
        response: { 200: z.object({ data: z.array(bookingSchema) }) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const query = request.query;
      const window = { from: new Date(query.from), to: new Date(query.to) };
      checkWindow(window.from, window.to);
      const rows = await listBookingRows(
        app.db,
        windowFilter(access.company.id, {
          ...window,
          airplaneId: query.airplane_id,
          instructorId: query.instructor_id,
          membershipId: query.membership_id,
          includeCancelled: query.include_cancelled === 'true',
        }),
      );
      const present = presenterFor(actorOf(access, currentUser(request)), query['permissions[booking]'] !== undefined);
      return { data: rows.map((row) => present(row.booking, row)) };
    },
  );

  app.post(
    '/api/companies/:company_id/bookings',
    {
      config: { guard: 'user' },
      schema: { tags: ['booking'], params: companyParams, body: bookingCreateSchema, response: { 201: bookingResultSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(await companyAccess(request, request.params.company_id), currentUser(request));
      authorizeDraft(actor, { pilotMembershipId: request.body.membership_id, type: request.body.type });
      const result = await createBooking(app.db, actor, request.body);
      const saved = await findBooking(app.db, result.booking.id);
      return reply.code(201).send(outcome(actor, result, saved ?? { pilotName: null, instructorName: null }));
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { guard: 'user' },
      schema: { tags: ['booking'], params: bookingParams, response: { 200: z.object({ data: bookingSchema }) } },
    },
    async (request) => {
      const { found, actor } = await loadBooking(request, request.params.id);
      return { data: presenterFor(actor, true)(found.booking, found) };
    },
  );

  app.patch(
    '/api/bookings/:id',
    {
      config: { guard: 'user' },
      schema: { tags: ['booking'], params: bookingParams, body: bookingUpdateSchema, response: { 200: bookingResultSchema } },
    },
    async (request) => {
      const { found, actor } = await loadBooking(request, request.params.id);
      const input = request.body;
      authorize(actor, 'update', found.booking);
      authorizeDraft(actor, { pilotMembershipId: input.membership_id, type: input.type ?? (found.booking.type as BookingType) });
      const result = await updateBooking(app.db, actor, found.booking, input);
      const saved = await findBooking(app.db, result.booking.id);
      return outcome(actor, result, saved ?? found);
    },
  );

  app.delete(
    '/api/bookings/:id',
    {
      config: { guard: 'user' },
      schema: {
        tags: ['booking'],
        params: bookingParams,
        querystring: bookingCancelQuerySchema,
        response: { 200: z.object({ data: bookingSchema }) },
      },
    },
    async (request) => {
      const { found, actor } = await loadBooking(request, request.params.id);
      authorize(actor, 'delete', found.booking);
      const cancelled = await cancelBooking(app.db, actor, found.booking, request.query.reason ?? null);
      return { data: presenterFor(actor, true)(cancelled, found) };
    },
  );
};

export default bookingRoutes;
