import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import {
  airplanes,
  companies,
  fees,
  flights,
  instructorRates,
  logbookCarryForward,
  logbookEntries,
  memberships,
  userLicences,
  users,
} from '../db/schema';
import { addDays } from '../lib/dates';
import { chargeFlight } from '../modules/charges';
import { syncFlightEntries } from '../modules/logbook';
import type { SeedContext } from '.';
import { firstPlannedDay } from './club-days-plan';
import { type PlannedFlight, planDemoYear } from './logbook-plan';

type Airplane = typeof airplanes.$inferSelect;
const MINUTE_MS = 60_000;

async function clubPeople(tx: Transaction) {
  const [club] = await tx.select().from(companies).where(eq(companies.kind, 'club')).limit(1);
  if (!club) throw new Error('the demo club must be seeded before its flights');
  const rows = await tx
    .select({ email: users.email, userId: users.id, membershipId: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, club.id),
        inArray(users.email, ['pilot@demo.aero', 'student@demo.aero', 'instructor@demo.aero']),
      ),
    );
  const person = (email: string) => {
    const found = rows.find((row) => row.email === email);
    if (!found) throw new Error(`${email} is not a member of the demo club`);
    return found;
  };
  const fleet = await tx.select().from(airplanes).where(eq(airplanes.companyId, club.id));
  return {
    club,
    pilot: person('pilot@demo.aero'),
    student: person('student@demo.aero'),
    instructor: person('instructor@demo.aero'),
    fleet,
  };
}

/**
 * Readings for each aircraft's flights, counted back from its counters: the last flight ends at
 * the aircraft's Hobbs and tach, every flight starts where the one before it ended.
 */
function readings(planned: PlannedFlight[], fleet: Airplane[]) {
  const cursor = new Map(
    fleet.map((airplane) => [airplane.registration, { hobbs: airplane.hobbsMinutes, tach: airplane.tachMinutes }]),
  );
  const result = new Map<PlannedFlight, { hobbsStart: number; hobbsEnd: number; tachStart: number; tachEnd: number }>();
  for (const flight of [...planned].reverse()) {
    const at = cursor.get(flight.registration);
    if (!at) throw new Error(`the demo fleet has no ${flight.registration}`);
    const hobbs = flight.airborne + 4;
    const tach = Math.round(hobbs * 0.9);
    result.set(flight, { hobbsStart: at.hobbs - hobbs, hobbsEnd: at.hobbs, tachStart: at.tach - tach, tachEnd: at.tach });
    cursor.set(flight.registration, { hobbs: at.hobbs - hobbs, tach: at.tach - tach });
  }
  return result;
}

async function addFlights(tx: Transaction, people: Awaited<ReturnType<typeof clubPeople>>, now: Date) {
  const recent = firstPlannedDay(now, people.club.timezone);
  const planned = planDemoYear(now).filter((flight) => flight.offBlockAt < recent);
  const read = readings(planned, people.fleet);
  const airplaneId = (registration: string) =>
    people.fleet.find((airplane) => airplane.registration === registration)?.id as number;
  const values = planned.map((flight) => {
    const takeoffAt = new Date(flight.offBlockAt.getTime() + flight.taxiOut * MINUTE_MS);
    const landingAt = new Date(takeoffAt.getTime() + flight.airborne * MINUTE_MS);
    const pilot = flight.who === 'pilot' ? people.pilot : people.student;
    return {
      companyId: people.club.id,
      airplaneId: airplaneId(flight.registration),
      pilotMembershipId: pilot.membershipId,
      payerMembershipId: pilot.membershipId,
      instructorMembershipId: flight.dual ? people.instructor.membershipId : null,
      departureAirport: flight.from,
      arrivalAirport: flight.to,
      offBlockAt: flight.offBlockAt,
      takeoffAt,
      landingAt,
      onBlockAt: new Date(landingAt.getTime() + flight.taxiIn * MINUTE_MS),
      ...read.get(flight),
      landingsDay: flight.landingsDay,
      landingsNight: flight.landingsNight,
      nightMinutes: flight.nightMinutes,
      fuelAddedDl: flight.fuelAddedL * 10,
      passengers: flight.passengers,
      flightType: flight.flightType,
      remarks: flight.remarks,
      createdByUserId: flight.dual ? people.instructor.userId : pilot.userId,
    } as typeof flights.$inferInsert;
  });
  // Thomas Fluglehrer's time is charged at the club's instructor fee, so the student's lessons carry it.
  const [instructorFee] = await tx
    .select({ id: fees.id })
    .from(fees)
    .where(and(eq(fees.companyId, people.club.id), eq(fees.ident, 'FI')));
  if (instructorFee) {
    await tx
      .insert(instructorRates)
      .values({ companyId: people.club.id, membershipId: people.instructor.membershipId, feeId: instructorFee.id });
  }
  const inserted = await tx.insert(flights).values(values).returning();
  await syncFlightEntries(tx, ...inserted.map((flight) => flight.id));
  // The club's recorded flights are charged as recording charges them: lines and the pilot's account.
  for (const flight of inserted) await chargeFlight(tx, flight, flight.createdByUserId);
}

const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** Flights elsewhere: a glider weekend, a trip in Norway, a simulator session; and the student's trial lesson. */
async function addPersonalEntries(tx: Transaction, pilotId: number, studentId: number, today: string) {
  const day = (offset: number) => addDays(today, offset);
  const flight = (date: string, from: string, dep: string, to: string, arr: string, minutes: number) => ({
    date,
    departurePlace: from,
    departureAt: at(date, dep),
    arrivalPlace: to,
    arrivalAt: at(date, arr),
    totalMinutes: minutes,
  });
  const glider = { aircraftType: 'ASK 21', registration: 'D-6021', aircraftCategory: 'glider', picName: 'SELF', landingsDay: 1 };
  const norway = { aircraftType: 'PA28', registration: 'LN-NAX', aircraftCategory: 'sep', picName: 'SELF', landingsDay: 1 };
  await tx.insert(logbookEntries).values([
    {
      userId: pilotId,
      ...flight(day(-150), 'EDST', '11:05', 'EDST', '11:47', 42),
      ...glider,
      picMinutes: 42,
      remarks: 'Windenstart, Thermik',
    },
    { userId: pilotId, ...flight(day(-149), 'EDST', '12:30', 'EDST', '13:55', 85), ...glider, picMinutes: 85 },
    {
      userId: pilotId,
      ...flight(day(-95), 'ENTO', '08:10', 'ENBR', '09:35', 85),
      ...norway,
      seMinutes: 85,
      picMinutes: 85,
      remarks: 'Urlaub Norwegen',
    },
    { userId: pilotId, ...flight(day(-93), 'ENBR', '13:00', 'ENTO', '14:20', 80), ...norway, seMinutes: 80, picMinutes: 80 },
    { userId: pilotId, date: day(-60), fstdType: 'FNPT II (ALSIM AL250)', fstdMinutes: 60, remarks: 'IFR-Schnupperstunde' },
    {
      userId: studentId,
      ...flight(day(-380), 'EDNY', '10:00', 'EDNY', '10:35', 35),
      aircraftType: 'C172',
      registration: 'D-EFSB',
      aircraftCategory: 'sep',
      picName: 'Stefan Krämer',
      seMinutes: 35,
      dualMinutes: 35,
      landingsDay: 1,
      remarks: 'Schnupperflug Flugschule Bodensee',
    },
  ]);
}

/** Licences, ratings and medicals; the pilot's SEP rating and medical run out soon, so the warnings show. */
async function addLicences(tx: Transaction, ids: { pilot: number; student: number; instructor: number }, today: string) {
  const day = (offset: number) => addDays(today, offset);
  await tx.insert(userLicences).values([
    { userId: ids.pilot, kind: 'licence', code: 'PPL(A)', number: 'DE.FCL.PPL(A).0815', issuedOn: '2019-05-10' },
    { userId: ids.pilot, kind: 'rating', code: 'SEP', issuedOn: day(-690), expiresOn: day(40) },
    { userId: ids.pilot, kind: 'rating', code: 'NIGHT', issuedOn: '2020-02-14' },
    { userId: ids.pilot, kind: 'medical', code: 'CLASS2', issuedOn: day(-709), expiresOn: day(21) },
    { userId: ids.student, kind: 'medical', code: 'CLASS2', issuedOn: day(-400), expiresOn: day(1425) },
    { userId: ids.instructor, kind: 'licence', code: 'CPL(A)', number: 'DE.FCL.CPL(A).4711', issuedOn: '2009-09-01' },
    { userId: ids.instructor, kind: 'rating', code: 'SEP', issuedOn: day(-430), expiresOn: day(300) },
    {
      userId: ids.instructor,
      kind: 'rating',
      code: 'FI',
      issuedOn: day(-600),
      expiresOn: day(495),
      remarks: 'FI(A) PPL/LAPL, SEP',
    },
    { userId: ids.instructor, kind: 'medical', code: 'CLASS1', issuedOn: day(-170), expiresOn: day(195) },
  ]);
}

/**
 * A year of the club's flights for the demo pilot and student (with their instructor) until the
 * planned days begin (`seedClubDays` records those), matching the aircraft's counters; their personal entries, the pilot's experience before the portal, and
 * licences and medicals, two of them about to expire.
 */
export async function seedLogbook(tx: Transaction, { now }: SeedContext) {
  const today = now.toISOString().slice(0, 10);
  const people = await clubPeople(tx);
  await addFlights(tx, people, now);
  await addPersonalEntries(tx, people.pilot.userId, people.student.userId, today);
  await tx.insert(logbookCarryForward).values({
    userId: people.pilot.userId,
    asOf: addDays(today, -366),
    totalMinutes: 186 * 60 + 40,
    seMinutes: 180 * 60,
    picMinutes: 141 * 60 + 10,
    dualMinutes: 45 * 60 + 30,
    nightMinutes: 6 * 60 + 20,
    landingsDay: 412,
    landingsNight: 18,
    remarks: 'Übertrag aus dem Papierflugbuch (Band 1)',
  });
  await addLicences(
    tx,
    { pilot: people.pilot.userId, student: people.student.userId, instructor: people.instructor.userId },
    today,
  );
}
