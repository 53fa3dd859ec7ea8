import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { scheduleVacuum, vacuum } from './db/vacuum';
import { configuredAirportFiles, loadAirports } from './modules/airports';
import { seedDemoData } from './seed';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const airports = await loadAirports(database.db, configuredAirportFiles(config));
  const app = await buildApp({ config, database });
  app.log.info(airports, airports.skipped ? 'airports already loaded' : 'airports loaded');
  if (config.DEMO_DATA && (await seedDemoData(database.db))) {
    if (database.kind === 'pglite') await vacuum(database);
    app.log.info('demo data loaded');
  }
  const stopVacuum = scheduleVacuum(database, (error) => app.log.error(error, 'vacuum failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A connection whose request is still running stays open after its answer for the keep-alive
    // time (72 s), and close() waits for it; it should end with the answer instead.
    app.server.keepAliveTimeout = 1;
    stopVacuum();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
