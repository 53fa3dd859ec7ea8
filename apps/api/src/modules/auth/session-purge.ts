import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/jobs';
import { purgeExpiredSessions } from './sessions';

export const SESSION_PURGE_INTERVAL_MS = 3600_000;

/** Expired sessions and tokens are deleted every hour (across all server processes), so the sessions table does not only grow. */
async function sessionPurge(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'expired session purge',
    intervalMs: SESSION_PURGE_INTERVAL_MS,
    run: async () => {
      const purged = await purgeExpiredSessions(app.db);
      if (purged > 0) app.log.info({ purged }, 'expired sessions purged');
    },
  });
}

export default sessionPurge;
