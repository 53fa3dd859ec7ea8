import {
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
import { notFound } from '../../lib/errors';
import { type CompanyAccess, companyAccess, rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import type { UserRow } from '../users';
import type { SaveOutcome } from './booking-draft';
import { checkWindow, windowFilter } from './booking-window';
import { cancelBooking } from './cancel-booking';
import { createBooking } from './create-booking';
import type { BookingRow } from './find-bookings';
import { findBooking } from './find-bookings';
import { type ListedBooking, listBookingRows } from './list-rows';
import { bookingPermissions } from './policy';
import { type BookingNames, presentBooking } from './presenter';
import { bookingSettings } from './settings';
import { updateBooking } from './update-booking';

function presenterFor(access: CompanyAccess, actor: UserRow, withPermissions: boolean) {
  const showPilotNames = bookingSettings(access.company).show_pilot_names || access.has('instructor', 'accounting');
  return (row: BookingRow | ListedBooking, names: BookingNames) =>
    presentBooking(row, names, {
      ownMembershipId: access.membership?.id,
      showPilotNames,
      permissions: withPermissions ? bookingPermissions(access, actor, row) : undefined,
    });
}

function outcome(access: CompanyAccess, actor: UserRow, result: SaveOutcome, names: BookingNames) {
  const zone = access.company.timezone;
  return {
    data: presenterFor(access, actor, true)(result.booking, names),
    meta: {
      collisions: result.collisions.map((c) => ({
        id: c.id,
        starts_at: c.startsAt.toISOString(),
        ends_at: c.endsAt.toISOString(),
        pilot: c.pilotName,
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
    const access = await rowAccess(request, found.booking.companyId);
    return { found, access };
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
      const present = presenterFor(access, currentUser(request), query['permissions[booking]'] !== undefined);
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
      const access = await companyAccess(request, request.params.company_id);
      const actor = currentUser(request);
      const result = await createBooking(app.db, access, actor, request.body);
      const saved = await findBooking(app.db, result.booking.id);
      return reply.code(201).send(outcome(access, actor, result, saved ?? { pilotName: null, instructorName: null }));
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { guard: 'user' },
      schema: { tags: ['booking'], params: bookingParams, response: { 200: z.object({ data: bookingSchema }) } },
    },
    async (request) => {
      const { found, access } = await loadBooking(request, request.params.id);
      return { data: presenterFor(access, currentUser(request), true)(found.booking, found) };
    },
  );

  app.patch(
    '/api/bookings/:id',
    {
      config: { guard: 'user' },
      schema: { tags: ['booking'], params: bookingParams, body: bookingUpdateSchema, response: { 200: bookingResultSchema } },
    },
    async (request) => {
      const { found, access } = await loadBooking(request, request.params.id);
      const actor = currentUser(request);
      const result = await updateBooking(app.db, access, actor, found.booking, request.body);
      const saved = await findBooking(app.db, result.booking.id);
      return outcome(access, actor, result, saved ?? found);
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
      const { found, access } = await loadBooking(request, request.params.id);
      const actor = currentUser(request);
      const cancelled = await cancelBooking(app.db, access, actor, found.booking, request.query.reason ?? null);
      return { data: presenterFor(access, actor, true)(cancelled, found) };
    },
  );
};

export default bookingRoutes;
