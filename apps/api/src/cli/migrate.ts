import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.close();
console.log(`migrations applied (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`})`);
