/** The demo year of flying, planned without a database: who flies which aircraft when, where to. */

export interface PlannedFlight {
  who: 'pilot' | 'student';
  /** With the instructor (student lessons until the first solo). */
  dual: boolean;
  registration: string;
  from: string;
  to: string;
  offBlockAt: Date;
  /** Minutes from off-block to take-off, in the air, and from landing to on-block. */
  taxiOut: number;
  airborne: number;
  taxiIn: number;
  landingsDay: number;
  landingsNight: number;
  nightMinutes: number;
  fuelAddedL: number;
  flightType: 'private' | 'training' | 'checkout';
  passengers: number;
  remarks: string | null;
}

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

/** A small deterministic generator, so every demo database gets the same year. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const TRIPS = [
  { to: 'EDNY', minutes: 50, remarks: 'Bodensee, Kaffee am Platz' },
  { to: 'EDTF', minutes: 65, remarks: 'Schwarzwald' },
  { to: 'EDFN', minutes: 60, remarks: null },
  { to: 'EDTM', minutes: 45, remarks: null },
  { to: 'EDPJ', minutes: 35, remarks: 'Schwäbische Alb' },
  { to: 'EDGM', minutes: 25, remarks: null },
];
const PILOT_FLEET = ['D-EHLB', 'D-ELSV', 'D-EHLB', 'D-KHLM', 'D-ELSV', 'D-EFRB'];
const FIRST_SOLO_LESSON = 13;
/** The day of the demo year of Lena's first lesson: she started about four months ago. */
const STUDENT_START_DAY = 240;

/**
 * Jonas Pilot flies about once a week (local hops and trips with the way back the same day, night
 * circuits in winter); Lena Schüler started about four months ago, has a lesson about once a week
 * with Thomas Fluglehrer in the C152 and flies her first solo circuits after the check flight, her 13th lesson. Everything ends yesterday (UTC).
 */
export function planDemoYear(today: Date): PlannedFlight[] {
  const next = random(2026);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;
  const start = Math.floor(today.getTime() / DAY_MS) * DAY_MS - 365 * DAY_MS;
  const flights: PlannedFlight[] = [];
  const base = { taxiOut: 6, taxiIn: 5, landingsNight: 0, nightMinutes: 0, passengers: 0 };

  for (let day = 2, trip = 0; day < 365; day += 5 + Math.floor(next() * 5), trip++) {
    const date = start + day * DAY_MS;
    const month = new Date(date).getUTCMonth();
    const registration =
      day > 330 && PILOT_FLEET[trip % PILOT_FLEET.length] === 'D-EFRB'
        ? 'D-EHLB'
        : (PILOT_FLEET[trip % PILOT_FLEET.length] as string);
    if ((month === 11 || month === 0) && trip % 3 === 0) {
      const offBlockAt = new Date(date + 17 * 3600_000);
      flights.push({
        ...base,
        who: 'pilot',
        dual: false,
        // The Falke has no night equipment: night circuits in the Cessna.
        registration: 'D-EHLB',
        from: 'EDTY',
        to: 'EDTY',
        offBlockAt,
        airborne: 55,
        landingsDay: 0,
        landingsNight: 4,
        nightMinutes: 55,
        fuelAddedL: 40,
        flightType: 'private',
        passengers: 0,
        remarks: 'Nachtplatzrunden',
      });
      continue;
    }
    const outbound = new Date(date + (8 + Math.floor(next() * 4)) * 3600_000);
    if (trip % 2 === 0) {
      const airborne = 40 + Math.floor(next() * 40);
      flights.push({
        ...base,
        who: 'pilot',
        dual: false,
        registration,
        from: 'EDTY',
        to: 'EDTY',
        offBlockAt: outbound,
        airborne,
        landingsDay: 1 + Math.floor(next() * 4),
        fuelAddedL: Math.round(airborne * 0.5),
        flightType: 'private',
        passengers: Math.floor(next() * 3),
        remarks: airborne > 60 ? 'Rundflug Hohenlohe' : null,
      });
      continue;
    }
    const { to, minutes, remarks } = pick(TRIPS);
    const airborne = minutes + Math.floor(next() * 10);
    const back = new Date(outbound.getTime() + (airborne + 11 + 120) * MINUTE_MS);
    const leg = {
      ...base,
      who: 'pilot' as const,
      dual: false,
      registration,
      airborne,
      landingsDay: 1,
      flightType: 'private' as const,
    };
    flights.push({ ...leg, from: 'EDTY', to, offBlockAt: outbound, fuelAddedL: 0, passengers: 1, remarks });
    flights.push({
      ...leg,
      from: to,
      to: 'EDTY',
      offBlockAt: back,
      fuelAddedL: Math.round(airborne * 1.1),
      passengers: 1,
      remarks: null,
    });
  }

  for (let day = STUDENT_START_DAY, lesson = 1; day < 365; day += 6 + Math.floor(next() * 3), lesson++) {
    const solo = lesson >= FIRST_SOLO_LESSON && lesson % 3 === 0;
    const airborne = solo ? 30 : 40 + Math.floor(next() * 16);
    flights.push({
      ...base,
      who: 'student',
      dual: !solo,
      registration: 'D-EKLS',
      from: 'EDTY',
      to: 'EDTY',
      offBlockAt: new Date(start + day * DAY_MS + (13 + Math.floor(next() * 3)) * 3600_000),
      airborne,
      landingsDay: solo ? 3 : 4 + Math.floor(next() * 5),
      fuelAddedL: Math.round(airborne * 0.4),
      flightType: lesson === FIRST_SOLO_LESSON ? 'checkout' : 'training',
      remarks: lesson === FIRST_SOLO_LESSON + 2 ? 'Erster Alleinflug' : solo ? 'Solo-Platzrunden' : `Übungsstunde ${lesson}`,
    });
  }
  return flights.sort((a, b) => a.offBlockAt.getTime() - b.offBlockAt.getTime());
}
