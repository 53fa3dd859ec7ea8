import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/jobs';
import { discardObjects } from './stored-files';

export const OBJECT_PURGE_INTERVAL_MS = 10 * 60_000;

/** Deleted files' objects leave the bucket within ten minutes (across all server processes). */
async function objectPurge(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'discarded object purge',
    intervalMs: OBJECT_PURGE_INTERVAL_MS,
    run: async () => {
      const discarded = await discardObjects(app.db);
      if (discarded > 0) app.log.info({ discarded }, 'objects of deleted files removed from the bucket');
    },
  });
}

export default objectPurge;
