import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailDispatcher } from './dispatcher';
import { queuedMail } from './send-mail';

const SWEEP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailDispatcher;
  }
  interface FastifyRequest {
    queuedMailIds: number[];
  }
}

/** Each request collects the mails it queues and has them delivered after its response. */
async function mailPlugin(app: FastifyInstance) {
  const mailer = new MailDispatcher(app.db, app.log, app.config.SMTP_URL, app.config.MAIL_FROM);
  app.decorate('mailer', mailer);
  app.decorateRequest('queuedMailIds', null as unknown as number[]);

  // preHandler, not onRequest: the body is parsed by then, so the handler runs inside this context.
  app.addHook('preHandler', (request, _reply, done) => {
    request.queuedMailIds = [];
    queuedMail.run(request.queuedMailIds, done);
  });
  app.addHook('onResponse', async (request) => {
    if (request.queuedMailIds?.length) await mailer.deliver(request.queuedMailIds);
  });

  const sweeper = mailer.sendsMail
    ? setInterval(() => void mailer.sweep().catch((error) => app.log.error(error)), SWEEP_INTERVAL_MS)
    : null;
  sweeper?.unref();
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
