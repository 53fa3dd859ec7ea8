import type { FastifyInstance } from 'fastify';
import { utcToday } from './dates';
import { sendExpiryWarnings } from './expiry-warnings';

const DAY_MS = 24 * 3600_000;

/** Expiry warnings go out when the server starts and every 24 hours after; each is sent once however often this runs. */
async function expirySchedule(app: FastifyInstance) {
  const run = async () => {
    try {
      const sent = await sendExpiryWarnings(app.db, utcToday());
      if (sent > 0) app.log.info({ sent }, 'licence expiry warnings sent');
    } catch (error) {
      app.log.error({ err: error }, 'licence expiry warnings failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default expirySchedule;
