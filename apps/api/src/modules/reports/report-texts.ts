import type { FlightType, Locale, ReportName } from '@portal/contracts';

/** A report document's words in the company's language (the page's own are in the web's locales). */
export interface ReportTexts {
  titles: Record<ReportName, string>;
  columns: Record<string, string>;
  flightTypes: Record<FlightType, string>;
  period: string;
  generatedAt: string;
  total: string;
  empty: string;
  page: (page: number, pages: number) => string;
}

export const reportTexts: Record<Locale, ReportTexts> = {
  de: {
    titles: {
      aircraft: 'Flugstunden je Flugzeug',
      members: 'Flugstunden je Mitglied',
      months: 'Flugstunden je Monat',
      flight_types: 'Flugstunden je Flugart',
      utilisation: 'Auslastung der Flugzeuge',
      instructors: 'Stunden der Fluglehrer',
      inactive_members: 'Mitglieder ohne Flug seit 90 Tagen',
    },
    columns: {
      aircraft: 'Flugzeug',
      member: 'Mitglied',
      instructor: 'Fluglehrer',
      flight_type: 'Flugart',
      month: 'Monat',
      flights: 'Flüge',
      landings: 'Landungen',
      minutes: 'Blockzeit (h)',
      booked_minutes: 'Gebucht (h)',
      flown_minutes: 'Geflogen (h)',
      flown_share: 'Geflogen (%)',
      last_flight_on: 'Letzter Flug',
      days_since: 'Tage seitdem',
    },
    flightTypes: {
      private: 'Privatflug',
      training: 'Schulungsflug',
      checkout: 'Einweisung',
      trial: 'Schnupperflug',
      ferry: 'Überführung',
      maintenance: 'Werkstattflug',
      other: 'Sonstiges',
    },
    period: 'Zeitraum',
    generatedAt: 'Erstellt am',
    total: 'Summe',
    empty: 'Keine Einträge in diesem Zeitraum.',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  en: {
    titles: {
      aircraft: 'Flight hours per aircraft',
      members: 'Flight hours per member',
      months: 'Flight hours per month',
      flight_types: 'Flight hours per flight type',
      utilisation: 'Aircraft utilisation',
      instructors: 'Instructor hours',
      inactive_members: 'Members without a flight for 90 days',
    },
    columns: {
      aircraft: 'Aircraft',
      member: 'Member',
      instructor: 'Instructor',
      flight_type: 'Flight type',
      month: 'Month',
      flights: 'Flights',
      landings: 'Landings',
      minutes: 'Block time (h)',
      booked_minutes: 'Booked (h)',
      flown_minutes: 'Flown (h)',
      flown_share: 'Flown (%)',
      last_flight_on: 'Last flight',
      days_since: 'Days since',
    },
    flightTypes: {
      private: 'Private flight',
      training: 'Training flight',
      checkout: 'Checkout',
      trial: 'Trial flight',
      ferry: 'Ferry flight',
      maintenance: 'Maintenance flight',
      other: 'Other',
    },
    period: 'Period',
    generatedAt: 'Generated at',
    total: 'Total',
    empty: 'Nothing in this period.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  no: {
    titles: {
      aircraft: 'Flytimer per fly',
      members: 'Flytimer per medlem',
      months: 'Flytimer per måned',
      flight_types: 'Flytimer per flyvningstype',
      utilisation: 'Utnyttelse av flyene',
      instructors: 'Instruktørtimer',
      inactive_members: 'Medlemmer uten flyvning på 90 dager',
    },
    columns: {
      aircraft: 'Fly',
      member: 'Medlem',
      instructor: 'Instruktør',
      flight_type: 'Flyvningstype',
      month: 'Måned',
      flights: 'Flyvninger',
      landings: 'Landinger',
      minutes: 'Blokktid (t)',
      booked_minutes: 'Booket (t)',
      flown_minutes: 'Fløyet (t)',
      flown_share: 'Fløyet (%)',
      last_flight_on: 'Siste flyvning',
      days_since: 'Dager siden',
    },
    flightTypes: {
      private: 'Privatflyvning',
      training: 'Skoleflyvning',
      checkout: 'Utsjekk',
      trial: 'Prøvetur',
      ferry: 'Overføring',
      maintenance: 'Verkstedflyvning',
      other: 'Annet',
    },
    period: 'Periode',
    generatedAt: 'Laget',
    total: 'Sum',
    empty: 'Ingenting i denne perioden.',
    page: (page, pages) => `Side ${page} av ${pages}`,
  },
};
