import type { FastifyInstance } from 'fastify';
import { utcToday } from '../../lib/dates';
import { runOnSchedule } from '../../lib/schedule';
import { sendExpiryWarnings } from './expiry-warnings';

const DAY_MS = 24 * 3600_000;

/** Expiry warnings go out when the server starts and every 24 hours after; each is sent once however often this runs. */
async function expirySchedule(app: FastifyInstance) {
  runOnSchedule(app, 'licence expiry warnings', DAY_MS, async () => {
    const sent = await sendExpiryWarnings(app.db, utcToday());
    if (sent > 0) app.log.info({ sent }, 'licence expiry warnings sent');
  });
}

export default expirySchedule;
