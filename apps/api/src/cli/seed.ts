import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { seedDemoData } from '../seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const loaded = await seedDemoData(database.db);
await database.close();
console.log(loaded ? 'demo data loaded' : 'database is not empty: demo data left as it is');
