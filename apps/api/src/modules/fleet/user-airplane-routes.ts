import type { Role } from '@portal/contracts';
import { airplaneListQuerySchema, airplaneQuerySchema, airplaneSchema, idParam, listOf } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { grants, rowAccess } from '../../plugins/tenancy';
import { currentUser } from '../auth';
import { airplaneById } from './airplane-service';
import { fleetPermissions } from './policy';
import { presentAirplanes } from './present-airplanes';
import { approvedRoles, bookableAirplanes, favouriteAirplanes, toggleFavourite } from './user-airplanes';

const params = z.object({ id: idParam });
const config = { guard: 'user' } as const;
const tags = ['fleet'];

/** A user's aircraft across companies: the ones they may book, and their favourites. */
const userAirplaneRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Permissions as the caller has them in each company (a super-admin everywhere). */
  function permissionsBy(roles: Map<number, Role[]>, isSuperAdmin: boolean) {
    return (row: { companyId: number }) =>
      fleetPermissions({ access: { has: grants(roles.get(row.companyId) ?? [], isSuperAdmin), membership: null } }, row);
  }

  app.post(
    '/api/airplanes/:id/toggleFavourite',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.object({ is_favourite: z.boolean() }) }) } } },
    async (request) => {
      const airplane = await airplaneById(app.db, request.params.id);
      await rowAccess(request, airplane.companyId);
      const isFavourite = await toggleFavourite(app.db, currentUser(request).id, airplane.id);
      return { data: { is_favourite: isFavourite } };
    },
  );

  app.get(
    '/api/auth/user/favourites',
    { config, schema: { tags, querystring: airplaneQuerySchema, response: { 200: listOf(airplaneSchema) } } },
    async (request) => {
      const user = currentUser(request);
      const roles = await approvedRoles(app.db, user.id);
      const rows = await favouriteAirplanes(app.db, user.id, [...roles.keys()]);
      const options = { userId: user.id, include: request.query.include, permissions: permissionsBy(roles, user.isSuperAdmin) };
      return { data: await presentAirplanes(app.db, rows, options) };
    },
  );

  app.get(
    '/api/users/:id/airplanes',
    { config, schema: { tags, params, querystring: airplaneListQuerySchema, response: { 200: listOf(airplaneSchema) } } },
    async (request) => {
      const caller = currentUser(request);
      if (request.params.id !== caller.id && !caller.isSuperAdmin) throw forbidden();
      const roles = await approvedRoles(app.db, request.params.id);
      const rows = await bookableAirplanes(app.db, [...roles.keys()]);
      const wantsPermissions = request.query['permissions[airplane]'] !== undefined;
      const data = await presentAirplanes(app.db, rows, {
        userId: request.params.id,
        include: request.query.include,
        permissions: wantsPermissions ? permissionsBy(roles, caller.isSuperAdmin) : undefined,
      });
      return { data };
    },
  );
};

export default userAirplaneRoutes;
