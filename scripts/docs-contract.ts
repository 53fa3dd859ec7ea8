// `npm run docs:contract`: rewrites the endpoint tables in docs/CONTRACT.md from the route schemas.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { contractDoc, renderEndpointTables, withEndpointTables } from './contract-tables';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-docs-'));
const database = await openDatabase({});
await runMigrations(database);
const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
const app = await buildApp({ config, database });
await app.ready();
writeFileSync(contractDoc, withEndpointTables(readFileSync(contractDoc, 'utf8'), renderEndpointTables(app)));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`docs/CONTRACT.md: endpoint tables of ${app.routeTable.length} routes written`);
