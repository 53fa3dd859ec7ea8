import { randomInt } from 'node:crypto';
import type { Database } from '../src/db/client';
import { airplanes, maintenanceItems } from '../src/db/schema';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const registration = () => `D-E${Array.from({ length: 3 }, () => letters[randomInt(26)]).join('')}`;

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
