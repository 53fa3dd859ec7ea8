import type { FastifyInstance } from 'fastify';
import { runOnSchedule } from '../../lib/schedule';
import { expirePackages } from './expire-packages';

const DAY_MS = 24 * 3600_000;

/**
 * Expired packages are settled when the server starts and every 24 hours after. Every instance runs
 * it; each package is locked and re-read before it is settled, so a second run finds nothing to do.
 */
async function packageExpirySchedule(app: FastifyInstance) {
  runOnSchedule(app, 'prepaid package expiry', DAY_MS, async () => {
    const settled = await expirePackages(app.db);
    if (settled > 0) app.log.info({ settled }, 'expired prepaid packages settled');
  });
}

export default packageExpirySchedule;
