import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` when the server is ready and then every `intervalMs`, until the server closes. The timer
 * does not keep the process alive, and a failure is logged, not thrown: the next run tries again.
 * Every instance runs its own schedule, so a job must be harmless when run twice.
 */
export function runOnSchedule(app: FastifyInstance, name: string, intervalMs: number, job: () => Promise<void>) {
  const run = async () => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
