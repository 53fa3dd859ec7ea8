import { privacyNoticeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacyNotice } from './privacy-notice';

const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const notice = privacyNotice(app.config);
  // A public server must not run with a privacy page that still asks its operator for details.
  if (app.config.NODE_ENV === 'production' && notice.missing.length) {
    app.log.warn({ missing: notice.missing }, 'the privacy page is incomplete: set these variables (see README, Configuration)');
  }

  app.get(
    '/api/privacy',
    {
      config: { guard: 'public' },
      schema: { tags: ['legal'], response: { 200: z.object({ data: privacyNoticeSchema }) } },
    },
    async () => ({ data: notice }),
  );
};

export default legalRoutes;
