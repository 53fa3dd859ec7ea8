import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/jobs';
import { expirePackages } from './expire-packages';

const DAY_MS = 24 * 3600_000;

/**
 * Expired packages are settled once a day across all server processes (the first run when the
 * server first starts); each package is locked and re-read before it is settled, so a retry after
 * a failure finds only what is left.
 */
async function packageExpirySchedule(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'prepaid package expiry',
    intervalMs: DAY_MS,
    run: async () => {
      const settled = await expirePackages(app.db);
      if (settled > 0) app.log.info({ settled }, 'expired prepaid packages settled');
    },
  });
}

export default packageExpirySchedule;
