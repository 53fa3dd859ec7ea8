import { fileURLToPath } from 'node:url';

// This module lies one folder below apps/api both as source (src/paths.ts) and bundled into the
// built server (dist/server.js), so one relative URL finds the API's folder in either case.
const apiDir = new URL('../', import.meta.url);

/** The generated SQL migrations, read at run time by the migrator. */
export const migrationsFolder = fileURLToPath(new URL('src/db/migrations', apiDir));
/** The OurAirports files shipped with the API. */
export const shippedAirportsDir = fileURLToPath(new URL('data/ourairports', apiDir));
/** The web app's production build. */
export const defaultWebDist = fileURLToPath(new URL('../web/dist', apiDir));
