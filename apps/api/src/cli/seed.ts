import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { configuredAirportFiles, loadAirports } from '../modules/airports';
import { seedDemoData } from '../seed';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const airports = await loadAirports(database.db, configuredAirportFiles(config));
console.log(airports.skipped ? 'airports already loaded' : `${airports.airports} airports loaded in ${airports.milliseconds} ms`);
const loaded = await seedDemoData(database.db);
await database.close();
console.log(loaded ? 'demo data loaded' : 'database is not empty: demo data left as it is');
