import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { airplaneDocuments, airplanes, airports, fees, maintenanceItems, squawks } from '../../src/db/schema';
import { airportFilesIn, loadAirports } from '../../src/modules/airports';
import { storeFile } from '../../src/modules/files';
import { buildUser } from './index';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let registrations = 0;
/** D-EZAAA, D-EZAAB, …: counted, so no two built aircraft share one; tests that name their own use four letters. */
function registration() {
  const n = registrations++;
  return `D-EZ${[676, 26, 1].map((place) => letters[Math.floor(n / place) % 26]).join('')}`;
}

export async function buildAirplane(db: Database, companyId: number, overrides: Partial<typeof airplanes.$inferInsert> = {}) {
  const [airplane] = await db
    .insert(airplanes)
    .values({
      companyId,
      registration: registration(),
      manufacturer: 'Cessna',
      model: '172S',
      icaoType: 'C172',
      category: 'sep',
      ...overrides,
    })
    .returning();
  if (!airplane) throw new Error('airplane not created');
  return airplane;
}

export async function buildMaintenanceItem(
  db: Database,
  airplane: { id: number; companyId: number },
  overrides: Partial<typeof maintenanceItems.$inferInsert> = {},
) {
  const [item] = await db
    .insert(maintenanceItems)
    .values({ companyId: airplane.companyId, airplaneId: airplane.id, what: '50-Stunden-Kontrolle', ...overrides })
    .returning();
  if (!item) throw new Error('maintenance item not created');
  return item;
}

export const airportFixtureDir = fileURLToPath(new URL('../fixtures/ourairports', import.meta.url));

/** The few airports of the test fixture (EDTY, EDDS, EDNY, EDFN, …), loaded once per database. */
export async function loadAirportFixture(db: Database) {
  await loadAirports(db, airportFilesIn(airportFixtureDir));
}

/** An airport of the fixture by ident; load the fixture first. */
export async function airportByIdent(db: Database, ident: string) {
  const [airport] = await db.select().from(airports).where(eq(airports.ident, ident));
  if (!airport) throw new Error(`airport ${ident} is not in the fixture`);
  return airport;
}

export async function buildFee(db: Database, companyId: number, overrides: Partial<typeof fees.$inferInsert> = {}) {
  const [fee] = await db
    .insert(fees)
    .values({
      companyId,
      ident: `FEE-${randomInt(1_000_000)}`,
      title: 'Charter C172',
      kind: 'per_hour',
      amount: 19500,
      vatRate: 1900,
      ...overrides,
    })
    .returning();
  if (!fee) throw new Error('fee not created');
  return fee;
}

export async function buildSquawk(
  db: Database,
  airplane: { id: number; companyId: number },
  overrides: Partial<typeof squawks.$inferInsert> = {},
) {
  const [squawk] = await db
    .insert(squawks)
    .values({
      companyId: airplane.companyId,
      airplaneId: airplane.id,
      description: 'Left landing light inoperative',
      ...overrides,
    })
    .returning();
  if (!squawk) throw new Error('squawk not created');
  return squawk;
}

export async function buildDocument(
  db: Database,
  airplane: { id: number; companyId: number },
  overrides: Partial<typeof airplaneDocuments.$inferInsert> = {},
) {
  const [document] = await db
    .insert(airplaneDocuments)
    .values({ companyId: airplane.companyId, airplaneId: airplane.id, kind: 'insurance', title: 'Haftpflicht', ...overrides })
    .returning();
  if (!document) throw new Error('document not created');
  return document;
}

/** A stored file of the company: the first bytes of a PNG, which is all the server checks. */
export async function buildStoredFile(db: Database, companyId: number) {
  const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  return storeFile(db, companyId, (await buildUser(db)).id, { content, contentType: 'image/png' });
}
