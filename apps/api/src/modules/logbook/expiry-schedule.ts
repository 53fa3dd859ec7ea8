import type { FastifyInstance } from 'fastify';
import { utcToday } from '../../lib/dates';
import { scheduleJob } from '../../lib/jobs';
import { sendExpiryWarnings } from './expiry-warnings';

const DAY_MS = 24 * 3600_000;

/** Expiry warnings go out once a day across all server processes; each is sent once however often this runs. */
async function expirySchedule(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'licence expiry warnings',
    intervalMs: DAY_MS,
    run: async () => {
      const sent = await sendExpiryWarnings(app.db, utcToday());
      if (sent > 0) app.log.info({ sent }, 'licence expiry warnings sent');
    },
  });
}

export default expirySchedule;
