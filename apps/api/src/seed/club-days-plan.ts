/** The demo club's last two weeks and next week around the day the demo is loaded, planned without a database. */
import { addDays, todayIn } from '../lib/dates';
import { atLocalTime, daylightMinutes } from './local-time';
import { random, TRIPS } from './logbook-plan';

export type Person =
  | 'pilot'
  | 'student'
  | 'instructor'
  | 'instructor2'
  | 'student2'
  | 'student3'
  | 'member2'
  | 'member3'
  | 'member4'
  | 'admin';

export interface PlannedLeg {
  from: string;
  to: string;
  offBlockAt: Date;
  /** Minutes in the air; taxiing takes 6 minutes out and 5 in. */
  airborne: number;
  landings: number;
  passengers: number;
  remarks: string | null;
}

export interface PlannedBooking {
  registration: string;
  type: 'private' | 'training' | 'checkout' | 'maintenance';
  status: 'confirmed' | 'standby' | 'cancelled';
  pilot: Person | null;
  instructor: Person | null;
  startsAt: Date;
  endsAt: Date;
  destination: string | null;
  notes: string | null;
  cancelReason: string | null;
  /** What was flown: only for a booking that ended before the demo was loaded. */
  legs: PlannedLeg[];
}

export const TAXI_OUT = 6;
export const TAXI_IN = 5;
const MINUTE_MS = 60_000;
const FIRST_DAY = -14;
const LAST_DAY = 7;

interface AircraftPlan {
  /**
   * Bookings on a weekday and at the weekend, in the coming week and in the weeks flown (fewer:
   * each of their flights is recorded through the flights service, which takes a while); a
   * fraction is a chance of one more.
   */
  ahead: [number, number];
  behind: [number, number];
  minutes: [number, number];
  tripChance: number;
  /** Students with their instructor, or members flying alone. */
  lessons?: [Person, Person][];
  pilots?: Person[];
}

const CLUB_PILOTS: Person[] = ['pilot', 'member2', 'member3', 'pilot', 'admin', 'member4'];
const PLANS: Record<string, AircraftPlan> = {
  'D-EKLS': {
    ahead: [2, 3],
    behind: [1, 1.5],
    minutes: [90, 120],
    tripChance: 0,
    lessons: [
      ['student', 'instructor'],
      ['student2', 'instructor2'],
      ['student3', 'instructor2'],
    ],
  },
  'D-EHLB': { ahead: [1, 2], behind: [0.1, 0.6], minutes: [90, 180], tripChance: 0.35, pilots: CLUB_PILOTS },
  'D-ELSV': { ahead: [0.8, 2], behind: [0.1, 0.5], minutes: [90, 150], tripChance: 0.3, pilots: CLUB_PILOTS },
  'D-KHLM': { ahead: [0.5, 1.5], behind: [0.1, 0.4], minutes: [90, 150], tripChance: 0, pilots: ['member4', 'member3', 'pilot'] },
  'D-GHLV': { ahead: [0.2, 0.7], behind: [0, 0.3], minutes: [240, 240], tripChance: 1, pilots: ['member2'] },
  // Grounded by its brake squawk (seedUpkeep): nothing ahead but the workshop.
  'D-EFRB': { ahead: [0, 0], behind: [0.1, 0.4], minutes: [90, 150], tripChance: 0.2, pilots: CLUB_PILOTS },
};
const LESSON_REMARKS = ['Platzrunden', 'Langsamflug und Überziehen', 'Notverfahren', 'Ziellandungen', 'Seitenwindlandungen'];
const LOCAL_REMARKS = [null, 'Rundflug Hohenlohe', null, 'Platzrunden', 'Rundflug Kochertal'];

/** The aircraft is in the workshop or with the inspector: its day in the calendar belongs to maintenance. */
const MAINTENANCE = [
  { registration: 'D-EFRB', fromDay: 1, toDay: 2, notes: 'Werkstatt: Bremse rechts erneuern' },
  { registration: 'D-KHLM', fromDay: 6, toDay: 6, notes: 'Jahresnachprüfung (ARC) beim Prüfer' },
];

type Next = () => number;
const between = (next: Next, [low, high]: [number, number]) => low + 30 * Math.floor(next() * ((high - low) / 30 + 1));
const pick = <T>(next: Next, items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

/** Who is already booked when: nobody flies two aircraft, no instructor teaches twice at once. */
class Diary {
  private readonly spans = new Map<Person, [number, number][]>();
  isFree(person: Person, startsAt: Date, endsAt: Date) {
    return !(this.spans.get(person) ?? []).some(([from, to]) => from < endsAt.getTime() && startsAt.getTime() < to);
  }
  book(person: Person, startsAt: Date, endsAt: Date) {
    this.spans.set(person, [...(this.spans.get(person) ?? []), [startsAt.getTime(), endsAt.getTime()]]);
  }
}

function legsOf(next: Next, booking: PlannedBooking, trip: (typeof TRIPS)[number] | null): PlannedLeg[] {
  const local = (offset: number, spare: number, landings: number, remarks: string | null) => ({
    from: 'EDTY',
    to: 'EDTY',
    offBlockAt: plus(booking.startsAt, offset),
    airborne: (booking.endsAt.getTime() - booking.startsAt.getTime()) / MINUTE_MS - spare - Math.floor(next() * 12),
    landings,
    passengers: booking.type === 'private' ? Math.floor(next() * 3) : 0,
    remarks,
  });
  if (booking.type === 'training') return [local(20, 45, 4 + Math.floor(next() * 5), pick(next, LESSON_REMARKS))];
  if (!trip) return [local(15, 40, 1 + Math.floor(next() * 3), pick(next, LOCAL_REMARKS))];
  const airborne = trip.minutes + Math.floor(next() * 8);
  const out = { from: 'EDTY', to: trip.to, offBlockAt: plus(booking.startsAt, 15), airborne, landings: 1, passengers: 1 };
  const back = plus(out.offBlockAt, TAXI_OUT + airborne + TAXI_IN + 60);
  return [
    { ...out, remarks: trip.remarks },
    { ...out, from: trip.to, to: 'EDTY', offBlockAt: back, remarks: null },
  ];
}

/** One aircraft's bookings of one day, one after the other inside daylight. */
function planAircraftDay(
  next: Next,
  diary: Diary,
  registration: string,
  { date, past }: { date: string; past: boolean },
  timeZone: string,
): PlannedBooking[] {
  const plan = PLANS[registration] as AircraftPlan;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const [onWeekdays, atWeekends] = past ? plan.behind : plan.ahead;
  const wanted = (weekday === 0 || weekday === 6 ? atWeekends : onWeekdays) + next();
  const daylight = daylightMinutes(date);
  const bookings: PlannedBooking[] = [];
  let cursor = daylight.from + 30 * Math.floor(next() * 4);
  for (let n = 0; n < Math.floor(wanted); n++) {
    const trip = next() < plan.tripChance ? pick(next, TRIPS) : null;
    const minutes = trip ? Math.ceil((2 * trip.minutes + 128) / 30) * 30 : between(next, plan.minutes);
    if (cursor + minutes > daylight.to) break;
    const startsAt = atLocalTime(date, cursor, timeZone);
    const endsAt = atLocalTime(date, cursor + minutes, timeZone);
    cursor += minutes + 30 * (1 + Math.floor(next() * 4));
    const crews: [Person, Person | null][] = plan.lessons ?? (plan.pilots ?? []).map((pilot) => [pilot, null]);
    const first = Math.floor(next() * crews.length);
    const crew = [...crews.slice(first), ...crews.slice(0, first)].find(
      ([pilot, instructor]) =>
        diary.isFree(pilot, startsAt, endsAt) && (!instructor || diary.isFree(instructor, startsAt, endsAt)),
    );
    if (!crew) continue;
    const [pilot, instructor] = crew;
    diary.book(pilot, startsAt, endsAt);
    if (instructor) diary.book(instructor, startsAt, endsAt);
    const booking: PlannedBooking = {
      registration,
      type: instructor ? 'training' : 'private',
      status: 'confirmed',
      pilot,
      instructor,
      startsAt,
      endsAt,
      destination: trip?.to ?? null,
      notes: null,
      cancelReason: null,
      legs: [],
    };
    booking.legs = legsOf(next, booking, trip);
    bookings.push(booking);
  }
  return bookings;
}

function maintenanceBlocks(today: string, timeZone: string): PlannedBooking[] {
  return MAINTENANCE.map(({ registration, fromDay, toDay, notes }) => ({
    registration,
    type: 'maintenance' as const,
    status: 'confirmed' as const,
    pilot: null,
    instructor: null,
    startsAt: atLocalTime(addDays(today, fromDay), 7 * 60, timeZone),
    endsAt: atLocalTime(addDays(today, toDay), 18 * 60, timeZone),
    destination: null,
    notes,
    cancelReason: null,
    legs: [],
  }));
}

/** Someone waits on standby for the first private booking ahead, in case it falls through. */
function standbyFor(bookings: PlannedBooking[], diary: Diary, now: Date): PlannedBooking | null {
  for (const booking of bookings) {
    if (booking.type !== 'private' || booking.startsAt <= now) continue;
    const waiting = CLUB_PILOTS.find((person) => diary.isFree(person, booking.startsAt, booking.endsAt));
    if (!waiting) continue;
    diary.book(waiting, booking.startsAt, booking.endsAt);
    return { ...booking, status: 'standby', pilot: waiting, destination: null, legs: [] };
  }
  return null;
}

/** Where the planned days begin: the year of flying before them is planned by `planDemoYear`. */
export const firstPlannedDay = (now: Date, timeZone: string) =>
  atLocalTime(addDays(todayIn(timeZone, now), FIRST_DAY), 0, timeZone);

/**
 * Two weeks flown and one week booked around `now`, the same for every load on the same day:
 * lessons in the C152 every day, members in the club aircraft (more at the weekend), trips in
 * the twin, two days of bad weather that cancelled the bookings, the Robin in the workshop.
 */
export function planClubDays(now: Date, timeZone: string): PlannedBooking[] {
  const today = todayIn(timeZone, now);
  const next = random(Number(today.replaceAll('-', '')));
  const diary = new Diary();
  const badWeather = new Set([-3 - Math.floor(next() * 4), -8 - Math.floor(next() * 5)]);
  const bookings: PlannedBooking[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    const date = addDays(today, day);
    for (const registration of Object.keys(PLANS)) {
      const inWorkshop = MAINTENANCE.some((b) => b.registration === registration && day >= b.fromDay && day <= b.toDay);
      if (inWorkshop) continue;
      for (const booking of planAircraftDay(next, diary, registration, { date, past: day < 0 }, timeZone)) {
        if (booking.endsAt > now) bookings.push({ ...booking, legs: [] });
        else if (badWeather.has(day)) {
          bookings.push({ ...booking, status: 'cancelled', cancelReason: 'Wetter: tiefe Wolken und Regen', legs: [] });
        } else bookings.push(booking);
      }
    }
  }
  const standby = standbyFor(bookings, diary, now);
  return [...bookings, ...maintenanceBlocks(today, timeZone), ...(standby ? [standby] : [])];
}
