import type { airplanes, fees } from '../db/schema';

type NewAirplane = Omit<typeof airplanes.$inferInsert, 'companyId' | 'feeId' | 'bookingFeeId' | 'homebaseAirportId'>;

export interface DemoAirplane extends NewAirplane {
  /** Ident of the rental fee. */
  fee: string;
  homebase: string;
}

const hours = (h: number) => h * 60;

/** The club's six aircraft at Schwäbisch Hall (EDTY), with counters as a logbook would show them. */
export const CLUB_AIRPLANES: DemoAirplane[] = [
  {
    registration: 'D-EHLB',
    manufacturer: 'Cessna',
    model: '172S Skyhawk SP',
    icaoType: 'C172',
    category: 'sep',
    seats: 4,
    color: '#1e88e5',
    hobbsMinutes: hours(4215) + 30,
    tachMinutes: hours(3870),
    engineMinutesSinceOverhaul: hours(1210),
    mtowKg: 1157,
    fee: 'C172',
    homebase: 'EDTY',
  },
  {
    registration: 'D-ELSV',
    manufacturer: 'Piper',
    model: 'PA-28-181 Archer III',
    icaoType: 'P28A',
    category: 'sep',
    seats: 4,
    color: '#43a047',
    hobbsMinutes: hours(6480) + 12,
    tachMinutes: hours(6011),
    engineMinutesSinceOverhaul: hours(655),
    mtowKg: 1157,
    fee: 'P28A',
    homebase: 'EDTY',
  },
  {
    registration: 'D-EFRB',
    manufacturer: 'Robin',
    model: 'DR400/180 Régent',
    icaoType: 'DR40',
    category: 'sep',
    seats: 4,
    color: '#e53935',
    hobbsMinutes: hours(8122) + 45,
    tachMinutes: hours(7540),
    engineMinutesSinceOverhaul: hours(1740),
    mtowKg: 1100,
    fee: 'DR40',
    homebase: 'EDTY',
  },
  {
    registration: 'D-KHLM',
    manufacturer: 'Scheibe',
    model: 'SF 25C Falke',
    icaoType: 'SF25',
    category: 'tmg',
    seats: 2,
    color: '#fdd835',
    hobbsMinutes: hours(2890),
    tachMinutes: hours(2750),
    engineMinutesSinceOverhaul: hours(420),
    mtowKg: 650,
    fee: 'SF25',
    homebase: 'EDTY',
  },
  {
    registration: 'D-EKLS',
    manufacturer: 'Cessna',
    model: '152',
    icaoType: 'C152',
    category: 'sep',
    seats: 2,
    color: '#8e24aa',
    hobbsMinutes: hours(9734) + 5,
    tachMinutes: hours(9012),
    engineMinutesSinceOverhaul: hours(980),
    mtowKg: 757,
    fee: 'C152',
    homebase: 'EDTY',
  },
  {
    registration: 'D-GHLV',
    manufacturer: 'Diamond',
    model: 'DA42 Twin Star',
    icaoType: 'DA42',
    category: 'mep',
    seats: 4,
    color: '#546e7a',
    hobbsMinutes: hours(3301) + 20,
    tachMinutes: hours(3105),
    engineMinutesSinceOverhaul: hours(1530),
    mtowKg: 1785,
    fee: 'DA42',
    homebase: 'EDTY',
  },
];

export const SCHOOL_AIRPLANES: DemoAirplane[] = [
  {
    registration: 'D-EFSB',
    manufacturer: 'Cessna',
    model: '172R Skyhawk',
    icaoType: 'C172',
    category: 'sep',
    seats: 4,
    color: '#00897b',
    hobbsMinutes: hours(7310),
    tachMinutes: hours(6950),
    engineMinutesSinceOverhaul: hours(840),
    mtowKg: 1111,
    fee: 'SCHULUNG-C172',
    homebase: 'EDNY',
  },
  {
    registration: 'D-ESBF',
    manufacturer: 'Piper',
    model: 'PA-28-161 Warrior II',
    icaoType: 'P28A',
    category: 'sep',
    seats: 4,
    color: '#f4511e',
    hobbsMinutes: hours(10_240),
    tachMinutes: hours(9620),
    engineMinutesSinceOverhaul: hours(1320),
    mtowKg: 1055,
    fee: 'SCHULUNG-P28A',
    homebase: 'EDNY',
  },
];

const VAT = 1900;

type DemoFee = Omit<typeof fees.$inferInsert, 'companyId'>;

/** Rental fees per hour (cents, EUR), the booking fee per flight, the instructor's hour and the yearly dues. */
export const CLUB_FEES = [
  { ident: 'C172', title: 'Charter Cessna 172', kind: 'per_hour', amount: 19500, vatRate: VAT },
  { ident: 'P28A', title: 'Charter Piper Archer', kind: 'per_hour', amount: 18500, vatRate: VAT },
  { ident: 'DR40', title: 'Charter Robin DR400', kind: 'per_hour', amount: 17900, vatRate: VAT },
  { ident: 'SF25', title: 'Charter Falke', kind: 'per_hour', amount: 9900, vatRate: VAT },
  { ident: 'C152', title: 'Charter Cessna 152', kind: 'per_hour', amount: 14900, vatRate: VAT },
  { ident: 'DA42', title: 'Charter Diamond DA42', kind: 'per_hour', amount: 42000, vatRate: VAT },
  { ident: 'BUCHUNG', title: 'Buchungsgebühr', kind: 'per_flight', amount: 500, vatRate: VAT },
  // The demo instructor's rate (instructor_rates, set by the logbook seed): charged on every dual flight.
  { ident: 'FI', title: 'Fluglehrer', kind: 'per_hour', amount: 4500, vatRate: VAT },
  // A registered club's dues pay for no particular service to the member ("echter Mitgliedsbeitrag"): no VAT.
  { ident: 'BEITRAG', title: 'Mitgliedsbeitrag', kind: 'per_year', amount: 24000, vatRate: 0 },
] satisfies DemoFee[];

export const SCHOOL_FEES = [
  { ident: 'SCHULUNG-C172', title: 'Schulung Cessna 172', kind: 'per_hour', amount: 21000, vatRate: VAT },
  { ident: 'SCHULUNG-P28A', title: 'Schulung Piper Warrior', kind: 'per_hour', amount: 19900, vatRate: VAT },
  { ident: 'BUCHUNG', title: 'Buchungsgebühr', kind: 'per_flight', amount: 0, vatRate: VAT },
] satisfies DemoFee[];
