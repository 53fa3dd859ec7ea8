import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/jobs';
import { sendReminders } from './reminders';

const DAY_MS = 24 * 3600_000;

/** Reminders for overdue invoices go out once a day across all server processes. */
async function reminderSchedule(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'invoice reminders',
    intervalMs: DAY_MS,
    run: async () => {
      const sent = await sendReminders(app.db);
      if (sent > 0) app.log.info({ sent }, 'invoice reminders sent');
    },
  });
}

export default reminderSchedule;
