import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import {
  airplaneDocuments,
  airplanePositions,
  airplanes,
  airports,
  companies,
  fees,
  landingFees,
  maintenanceItems,
  memberships,
} from '../db/schema';
import { addDays, todayIn } from '../lib/dates';
import { classifySquawk, reportSquawk } from '../modules/fleet';
import type { SeedContext } from '.';
import { CLUB_AIRPLANES, CLUB_FEES, type DemoAirplane, SCHOOL_AIRPLANES, SCHOOL_FEES } from './fleet-data';

type Company = typeof companies.$inferSelect;
type Airplane = typeof airplanes.$inferSelect;
const MINUTE = 60_000;

async function airportIds(tx: Transaction, idents: string[]): Promise<Map<string, { id: number; lat: number; lon: number }>> {
  const rows = await tx.select().from(airports).where(inArray(airports.ident, idents));
  const found = new Map(rows.map((row) => [row.ident, { id: row.id, lat: row.latitudeDeg, lon: row.longitudeDeg }]));
  const missing = idents.filter((ident) => !found.has(ident));
  if (missing.length) throw new Error(`Load the airports before the demo fleet: ${missing.join(', ')} not found`);
  return found;
}

async function companyOfKind(tx: Transaction, kind: 'club' | 'school'): Promise<Company> {
  const [company] = await tx.select().from(companies).where(eq(companies.kind, kind)).orderBy(asc(companies.id)).limit(1);
  if (!company) throw new Error(`the demo ${kind} must be seeded before its fleet`);
  return company;
}

/** Fees and aircraft of one company, each aircraft with its rental fee, the booking fee and its home base. */
async function addFleet(tx: Transaction, company: Company, feeRows: typeof CLUB_FEES, fleet: DemoAirplane[], now: Date) {
  const insertedFees = await tx
    .insert(fees)
    .values(feeRows.map((fee) => ({ ...fee, companyId: company.id })))
    .returning();
  const feeId = (ident: string) => insertedFees.find((fee) => fee.ident === ident)?.id ?? null;
  const bases = await airportIds(tx, [...new Set(fleet.map((airplane) => airplane.homebase))]);
  const values = fleet.map(({ fee, homebase, ...airplane }) => ({
    ...airplane,
    companyId: company.id,
    feeId: feeId(fee),
    bookingFeeId: feeId('BUCHUNG'),
    homebaseAirportId: bases.get(homebase)?.id ?? null,
  }));
  const inserted = await tx.insert(airplanes).values(values).returning();
  await tx.insert(airplanePositions).values(
    inserted.flatMap((airplane, index) => {
      const base = bases.get(fleet[index]?.homebase ?? '') ?? { lat: 0, lon: 0 };
      return [90, 45, 5].map((minutesAgo, step) => ({
        companyId: company.id,
        airplaneId: airplane.id,
        latitude: base.lat + 0.0004 * (index - 2) + 0.0001 * step,
        longitude: base.lon - 0.0006 * index,
        altitudeFt: null,
        source: 'tracker' as const,
        reportedAt: new Date(now.getTime() - minutesAgo * MINUTE),
      }));
    }),
  );
  return new Map(inserted.map((airplane) => [airplane.registration, airplane]));
}

/** Something for every light on the club's status pages: due soon, due by date, grounded by a no-go squawk. */
async function addUpkeep(tx: Transaction, club: Company, fleet: Map<string, Airplane>, now: Date) {
  const today = todayIn(club.timezone, now);
  const plane = (registration: string) => fleet.get(registration) as Airplane;
  const item = (registration: string, what: string, due: { hobbs?: number; days?: number }) => ({
    companyId: club.id,
    airplaneId: plane(registration).id,
    what,
    dueAtHobbsMinutes: due.hobbs === undefined ? null : plane(registration).hobbsMinutes + due.hobbs,
    dueOn: due.days === undefined ? null : addDays(today, due.days),
  });
  await tx
    .insert(maintenanceItems)
    .values([
      item('D-EHLB', '50-Stunden-Kontrolle', { hobbs: 7 * 60 }),
      item('D-EHLB', 'Jahresnachprüfung (ARC)', { days: 150 }),
      item('D-ELSV', '100-Stunden-Kontrolle', { hobbs: 38 * 60 }),
      item('D-KHLM', 'Jahresnachprüfung (ARC)', { days: 12 }),
      item('D-EKLS', 'ELT-Batterie tauschen', { days: 210 }),
      item('D-GHLV', 'Propeller-Grundüberholung', { hobbs: 140 * 60, days: 400 }),
    ]);
  await tx.insert(airplaneDocuments).values(
    [...fleet.values()].flatMap((airplane, index) =>
      (
        [
          { kind: 'insurance', title: 'Haftpflicht- und Kaskoversicherung', expiresOn: addDays(today, index === 1 ? 20 : 240) },
          {
            kind: 'airworthiness_review',
            title: 'Bescheinigung über die Prüfung der Lufttüchtigkeit',
            expiresOn: addDays(today, 150 + index * 30),
          },
          { kind: 'radio_licence', title: 'Frequenzzuteilung (BNetzA)', expiresOn: null },
        ] as const
      ).map((document) => ({ ...document, companyId: club.id, airplaneId: airplane.id })),
    ),
  );
  const [admin] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, club.id), sql`'admin' = any(${memberships.roles})`))
    .limit(1);
  const brakes = await reportSquawk(tx, plane('D-EFRB'), admin?.id ?? null, {
    description: 'Bremse rechts gibt nach, Pedal weich',
  });
  await classifySquawk(tx, brakes, admin?.id ?? null, { status: 'no_go' });
  const light = await reportSquawk(tx, plane('D-EKLS'), admin?.id ?? null, {
    description: 'Rechter Landescheinwerfer ohne Funktion',
  });
  await classifySquawk(tx, light, admin?.id ?? null, { status: 'deferred', resolution: 'Nur Tag-VFR bis zum Tausch' });
  await reportSquawk(tx, plane('D-EHLB'), null, { description: 'Kratzer in der Frontscheibe, Pilotenseite' });
}

/** Landing fees of the club at its home base and two fields its members fly to. */
async function addLandingFees(tx: Transaction, club: Company, fleet: Map<string, Airplane>) {
  const fields = await airportIds(tx, ['EDTY', 'EDDS', 'EDNY']);
  const at = (ident: string) => fields.get(ident)?.id as number;
  await tx.insert(landingFees).values([
    { companyId: club.id, airportId: at('EDTY'), mtowMaxKg: 1000, amount: 800 },
    { companyId: club.id, airportId: at('EDTY'), amount: 1200 },
    { companyId: club.id, airportId: at('EDDS'), amount: 4850 },
    { companyId: club.id, airportId: at('EDNY'), amount: 2600 },
    { companyId: club.id, airportId: at('EDNY'), airplaneId: fleet.get('D-GHLV')?.id, amount: 3900 },
  ]);
}

/** The club's six aircraft and the school's two, with fees, positions and landing fees. */
export async function seedFleet(tx: Transaction, { now }: SeedContext) {
  const club = await companyOfKind(tx, 'club');
  const school = await companyOfKind(tx, 'school');
  const clubFleet = await addFleet(tx, club, CLUB_FEES, CLUB_AIRPLANES, now);
  await addFleet(tx, school, SCHOOL_FEES, SCHOOL_AIRPLANES, now);
  await addLandingFees(tx, club, clubFleet);
}

/** The club's maintenance items, documents and squawks, due relative to the counters as they stand. */
export async function seedUpkeep(tx: Transaction, { now }: SeedContext) {
  const club = await companyOfKind(tx, 'club');
  const fleet = await tx.select().from(airplanes).where(eq(airplanes.companyId, club.id)).orderBy(asc(airplanes.id));
  await addUpkeep(tx, club, new Map(fleet.map((airplane) => [airplane.registration, airplane])), now);
}
