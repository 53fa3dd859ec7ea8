import {
  idParam,
  listOf,
  packageListQuerySchema,
  packageOfferCreateSchema,
  packageOfferUpdateSchema,
  packageSellSchema,
  prepaidPackageSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import { airplaneIdsOf, countPackages, findPackage, type ListedPackage, listPackages, usageOf } from './find-packages';
import { createOffer, retireOffer, updateOffer } from './offers';
import { authorize, can, packagePermissions } from './policy';
import { presentPackage } from './presenter';
import { sellPackage } from './sell-package';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const one = z.object({ data: prepaidPackageSchema });
const config = { guard: 'user' } as const;
const tags = ['prepaid packages'];

const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  async function packageById(id: number): Promise<ListedPackage> {
    const found = await findPackage(app.db, id);
    if (!found) throw notFound();
    return found;
  }

  /** The package with its aircraft (and its usage, when it is a member's), as the actor may see it. */
  async function presentOne(row: ListedPackage, actor: Actor) {
    const [airplaneIds, usage] = await Promise.all([
      airplaneIdsOf(app.db, [row.id]),
      row.membershipId === null ? undefined : usageOf(app.db, row.id),
    ]);
    return presentPackage(row, actor.access.company.currency, {
      airplaneIds: airplaneIds.get(row.id) ?? [],
      usage,
      permissions: packagePermissions(actor, row),
    });
  }

  app.get(
    '/api/companies/:company_id/prePaidPackages',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        querystring: packageListQuerySchema,
        response: { 200: listOf(prepaidPackageSchema) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      const query = { ...request.query };
      // A member without the keepers' role lists the offers and only their own packages.
      if (query.sold && !can(actor, 'keep_packages')) query.membership_id = access.membership?.id ?? -1;
      const page = await pageOf(
        query,
        () => countPackages(app.db, access.company.id, query),
        (limit, offset) => listPackages(app.db, access.company.id, query, limit, offset),
      );
      const airplaneIds = await airplaneIdsOf(
        app.db,
        page.rows.map((row) => row.id),
      );
      const withPermissions = query['permissions[prepaid_package]'] !== undefined;
      return {
        data: page.rows.map((row) =>
          presentPackage(row, access.company.currency, {
            airplaneIds: airplaneIds.get(row.id) ?? [],
            permissions: withPermissions ? packagePermissions(actor, row) : undefined,
          }),
        ),
        meta: page.meta,
      };
    },
  );

  app.post(
    '/api/companies/:company_id/prePaidPackages',
    { config, schema: { tags, params: companyParams, body: packageOfferCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const actor = actorOf(access, currentUser(request));
      authorize(actor, 'keep_packages');
      const offer = await app.db.transaction(async (tx) => {
        const created = await createOffer(tx, access.company.id, request.body);
        await auditRow(tx, request, 'prepaid_package', 'created', created, { after: request.body });
        return created;
      });
      return reply.code(201).send({ data: await presentOne({ ...offer, memberName: null }, actor) });
    },
  );

  app.get('/api/prePaidPackages/:id', { config, schema: { tags, params, response: { 200: one } } }, async (request) => {
    const found = await packageById(request.params.id);
    const actor = actorOf(await rowAccess(request, found.companyId), currentUser(request));
    authorize(actor, 'view', found);
    return { data: await presentOne(found, actor) };
  });

  app.patch(
    '/api/prePaidPackages/:id',
    { config, schema: { tags, params, body: packageOfferUpdateSchema, response: { 200: one } } },
    async (request) => {
      const found = await packageById(request.params.id);
      const actor = actorOf(await rowAccess(request, found.companyId), currentUser(request));
      authorize(actor, 'keep_packages');
      authorize(actor, 'update', found);
      const current = (await airplaneIdsOf(app.db, [found.id])).get(found.id) ?? [];
      const updated = await app.db.transaction(async (tx) => {
        const changed = await updateOffer(tx, found, request.body, current);
        await auditRow(tx, request, 'prepaid_package', 'updated', found, { before: found, after: changed });
        return changed;
      });
      return { data: await presentOne({ ...updated, memberName: null }, actor) };
    },
  );

  app.delete('/api/prePaidPackages/:id', { config, schema: { tags, params } }, async (request, reply) => {
    const found = await packageById(request.params.id);
    const actor = actorOf(await rowAccess(request, found.companyId), currentUser(request));
    // Any offer of the keepers' may be retired; the service refuses a sold package (409).
    authorize(actor, 'keep_packages');
    await app.db.transaction(async (tx) => {
      const retired = await retireOffer(tx, found);
      await auditRow(tx, request, 'prepaid_package', 'deleted', found, { before: found, after: retired });
    });
    return reply.code(204).send();
  });

  app.post(
    '/api/prePaidPackages/:id/sell',
    { config, schema: { tags, params, body: packageSellSchema, response: { 201: one } } },
    async (request, reply) => {
      const offer = await packageById(request.params.id);
      const user = currentUser(request);
      const actor = actorOf(await rowAccess(request, offer.companyId), user);
      // The service says why a package is not for sale (a member's, or retired).
      authorize(actor, 'keep_packages');
      const owned = await app.db.transaction(async (tx) => {
        const sold = await sellPackage(tx, offer, {
          membershipId: request.body.membership_id,
          paid: request.body.paid,
          userId: user.id,
        });
        await auditRow(tx, request, 'prepaid_package', 'created', sold, {
          after: { offer_id: offer.id, membership_id: sold.membershipId, price: sold.price, paid: request.body.paid },
        });
        return sold;
      });
      return reply.code(201).send({ data: await presentOne((await findPackage(app.db, owned.id)) as ListedPackage, actor) });
    },
  );
};

export default packageRoutes;
