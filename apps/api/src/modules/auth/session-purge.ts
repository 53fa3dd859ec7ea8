import type { FastifyInstance } from 'fastify';
import { runOnSchedule } from '../../lib/schedule';
import { purgeExpiredSessions } from './sessions';

export const SESSION_PURGE_INTERVAL_MS = 3600_000;

/** Expired sessions and tokens are deleted at start and every hour, so the sessions table does not only grow. */
async function sessionPurge(app: FastifyInstance) {
  runOnSchedule(app, 'expired session purge', SESSION_PURGE_INTERVAL_MS, async () => {
    const purged = await purgeExpiredSessions(app.db);
    if (purged > 0) app.log.info({ purged }, 'expired sessions purged');
  });
}

export default sessionPurge;
