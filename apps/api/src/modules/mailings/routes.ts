import {
  idParam,
  listOf,
  type Mailing,
  mailingCreateSchema,
  mailingListQuerySchema,
  mailingPreviewSchema,
  mailingRecipientSchema,
  mailingSchema,
  messageSchema,
  unsubscribeSchema,
} from '@portal/contracts';
import { mailingMessages } from '@portal/contracts/events-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { companyAccess, rowAccess } from '../../plugins/tenancy';
import { auditRow } from '../audit';
import { currentUser } from '../auth';
import {
  BATCH_SIZE,
  countMailings,
  createMailing,
  findMailing,
  isRecipient,
  listMailings,
  type MailingRow,
  queueBatch,
  recipientList,
  recipientsOf,
  renderMail,
  statusCounts,
} from './mailings';
import { authorizeSending, maySend } from './policy';
import { optOut, unsubscribeLink, validUnsubscribe } from './unsubscribe';

const params = z.object({ id: idParam });
const companyParams = z.object({ company_id: idParam });
const config = { guard: 'user' } as const;
const tags = ['mailings'];

const present = (row: MailingRow, counts: Mailing['counts']): Mailing => ({
  id: row.id,
  company_id: row.companyId,
  subject: row.subject,
  body: row.body,
  roles: row.roles,
  essential: row.essential,
  sender_name: row.senderName,
  sent_at: row.sentAt.toISOString(),
  counts,
});

const mailingRoutes: FastifyPluginAsyncZod = async (app) => {
  const link = (companyId: number, userId: number) =>
    unsubscribeLink(app.config.APP_URL, app.config.SESSION_SECRET, companyId, userId);

  app.post(
    '/api/companies/:company_id/mailings/preview',
    {
      config,
      schema: {
        tags,
        params: companyParams,
        body: mailingCreateSchema,
        response: { 200: z.object({ data: mailingPreviewSchema }) },
      },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const user = currentUser(request);
      authorizeSending(actorOf(access, user));
      const recipients = await recipientsOf(app.db, access.company.id, request.body.roles);
      const skipped = request.body.essential ? 0 : recipients.filter((r) => r.optedOut).length;
      const mail = renderMail(request.body, access.company, user.locale, link(access.company.id, user.id));
      return { data: { ...mail, recipient_count: recipients.length - skipped, unsubscribed_count: skipped } };
    },
  );

  app.post(
    '/api/companies/:company_id/mailings',
    {
      config,
      schema: { tags, params: companyParams, body: mailingCreateSchema, response: { 201: z.object({ data: mailingSchema }) } },
    },
    async (request, reply) => {
      const access = await companyAccess(request, request.params.company_id);
      const user = currentUser(request);
      authorizeSending(actorOf(access, user));
      const input = request.body;
      const recipients = await recipientsOf(app.db, access.company.id, input.roles);
      const sending = recipients.filter((r) => input.essential || !r.optedOut);
      if (sending.length === 0) throw invalid('roles', mailingMessages.noRecipients);
      const mailing = await app.db.transaction(async (tx) => {
        const row = await createMailing(tx, access.company.id, user, input, recipients);
        await auditRow(tx, request, 'mailing', 'created', row, {
          after: { subject: input.subject, roles: input.roles, essential: input.essential, recipients: sending.length },
        });
        return row;
      });
      // The outbox rows go in batches, each its own short transaction; a recipient whose batch failed stays `queued`.
      for (let i = 0; i < sending.length; i += BATCH_SIZE) {
        await app.db.transaction((tx) =>
          queueBatch(tx, mailing, sending.slice(i, i + BATCH_SIZE), (r) =>
            renderMail(input, access.company, r.locale, link(access.company.id, r.userId)),
          ),
        );
      }
      const counts = (await statusCounts(app.db, [mailing.id])).get(mailing.id) ?? null;
      return reply.code(201).send({ data: present(mailing, counts) });
    },
  );

  app.get(
    '/api/companies/:company_id/mailings',
    {
      config,
      schema: { tags, params: companyParams, querystring: mailingListQuerySchema, response: { 200: listOf(mailingSchema) } },
    },
    async (request) => {
      const access = await companyAccess(request, request.params.company_id);
      const sender = maySend(actorOf(access, currentUser(request)));
      // A member's list is their inbox; an admin sees every mailing unless asking for the inbox.
      const own = !sender || request.query.box === 'received' ? (access.membership?.id ?? -1) : undefined;
      const page = await pageOf(
        request.query,
        () => countMailings(app.db, access.company.id, own),
        (limit, offset) => listMailings(app.db, access.company.id, own, limit, offset),
      );
      const counts = sender
        ? await statusCounts(
            app.db,
            page.rows.map((row) => row.id),
          )
        : new Map();
      return { data: page.rows.map((row) => present(row, sender ? (counts.get(row.id) ?? null) : null)), meta: page.meta };
    },
  );

  app.get(
    '/api/mailings/:id',
    { config, schema: { tags, params, response: { 200: z.object({ data: mailingSchema }) } } },
    async (request) => {
      const mailing = await findMailing(app.db, request.params.id);
      if (!mailing) throw notFound();
      const access = await rowAccess(request, mailing.companyId);
      const sender = maySend(actorOf(access, currentUser(request)));
      if (!sender && !(await isRecipient(app.db, mailing.id, access.membership?.id))) throw notFound();
      const counts = sender ? ((await statusCounts(app.db, [mailing.id])).get(mailing.id) ?? null) : null;
      return { data: present(mailing, counts) };
    },
  );

  app.get(
    '/api/mailings/:id/recipients',
    { config, schema: { tags, params, response: { 200: z.object({ data: z.array(mailingRecipientSchema) }) } } },
    async (request) => {
      const mailing = await findMailing(app.db, request.params.id);
      if (!mailing) throw notFound();
      const access = await rowAccess(request, mailing.companyId);
      authorizeSending(actorOf(access, currentUser(request)));
      const rows = await recipientList(app.db, mailing.id);
      return {
        data: rows.map((row) => ({
          membership_id: row.membershipId,
          name: row.name,
          email: row.email,
          status: row.status,
          error: row.error,
        })),
      };
    },
  );

  app.post(
    '/api/mailings/unsubscribe',
    { config: { guard: 'public' }, schema: { tags, body: unsubscribeSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { company_id, user_id, signature } = request.body;
      if (!validUnsubscribe(app.config.SESSION_SECRET, company_id, user_id, signature))
        throw new AppError('forbidden', mailingMessages.badLink);
      await optOut(app.db, company_id, user_id).catch(() => {
        throw forbidden(mailingMessages.badLink);
      });
      return mailingMessages.unsubscribed;
    },
  );
};

export default mailingRoutes;
