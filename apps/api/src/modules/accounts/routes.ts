import {
  accountingSettings,
  accountListQuerySchema,
  accountPageSchema,
  idParam,
  memberAccountSchema,
  transactionCreateSchema,
  transactionListQuerySchema,
  transactionPageSchema,
} from '@portal/contracts';
import { accountMessages } from '@portal/contracts/accounts-messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberships } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditActor } from '../audit';
import { type AccountAction, authorize } from './policy';
import { postManualTransaction } from './post-transaction';
import { presentAccountListItem, presentLine, presentMemberAccount } from './presenter';
import { countAccounts, findMemberAccount, listAccounts, listLines } from './queries';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['accounts'];
const oneAccount = z.object({ data: memberAccountSchema });
const oneLine = z.object({ data: transactionPageSchema.shape.data.element });

/**
 * A membership's account, reached by the membership's id: another company's membership is 404,
 * a member reading someone else's account 403, a membership without an account (not approved) 404.
 */
async function accountFor(request: FastifyRequest, membershipId: number, action: AccountAction) {
  const db = request.server.db;
  const [membership] = await db
    .select({ id: memberships.id, companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  if (!membership) throw notFound();
  const access = await rowAccess(request, membership.companyId);
  authorize(access, action, { membershipId: membership.id });
  const account = await findMemberAccount(db, membership.companyId, membership.id);
  if (!account) throw notFound(accountMessages.noAccount);
  return { access, account, settings: accountingSettings(access.company.settings) };
}

const memberAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:company_id/accounts',
    {
      config,
      schema: { tags, params: companyParams, querystring: accountListQuerySchema, response: { 200: accountPageSchema } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      authorize(access, 'see_accounts');
      const { query } = request;
      const page = await pageOf(
        query,
        () => countAccounts(app.db, access.company.id, query.search),
        (limit, offset) => listAccounts(app.db, access.company.id, query.search, limit, offset),
      );
      if (!page.meta) throw new Error('accounts are always paged');
      return { data: page.rows.map(presentAccountListItem), meta: page.meta };
    },
  );

  app.get(
    '/api/memberships/:id/account',
    { config, schema: { tags, params, response: { 200: oneAccount } } },
    async (request) => {
      const { account, settings } = await accountFor(request, request.params.id, 'view');
      return { data: presentMemberAccount(account, settings) };
    },
  );

  app.get(
    '/api/memberships/:id/transactions',
    { config, schema: { tags, params, querystring: transactionListQuerySchema, response: { 200: transactionPageSchema } } },
    async (request) => {
      const { account } = await accountFor(request, request.params.id, 'view');
      const { page, per_page } = request.query;
      // The count is kept on the account by the postings trigger: no count over the history.
      const total = account.lineCount;
      const rows = await listLines(app.db, account.id, per_page, (page - 1) * per_page);
      return {
        data: rows.map(presentLine),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / per_page)), per_page, total },
      };
    },
  );

  app.post(
    '/api/memberships/:id/transactions',
    { config, schema: { tags, params, body: transactionCreateSchema, response: { 201: oneLine } } },
    async (request, reply) => {
      const { access, account } = await accountFor(request, request.params.id, 'post');
      const membershipId = account.membershipId as number;
      const line = await app.db.transaction(async (tx) => {
        const entry = await postManualTransaction(
          tx,
          {
            companyId: access.company.id,
            membershipId,
            accountId: account.id,
            userId: request.user?.id ?? null,
            actor: auditActor(request),
          },
          request.body,
        );
        const [written] = (await listLines(tx, account.id, 5, 0)).filter((row) => row.entryId === entry.id);
        return written;
      });
      if (!line) throw new Error('the posted line was not found');
      return reply.code(201).send({ data: presentLine(line) });
    },
  );
};

export default memberAccountRoutes;
