import type { Locale } from '@portal/contracts';

export type BookingEvent =
  | 'booking.created'
  | 'booking.changed'
  | 'booking.cancelled'
  | 'booking.maintenance_collision'
  | 'booking.standby_offered';

const subjects: Record<BookingEvent, Record<Locale, string>> = {
  'booking.created': { de: 'Neue Buchung', en: 'New booking', no: 'Ny booking' },
  'booking.changed': { de: 'Buchung geändert', en: 'Booking changed', no: 'Booking endret' },
  'booking.cancelled': { de: 'Buchung storniert', en: 'Booking cancelled', no: 'Booking kansellert' },
  'booking.maintenance_collision': {
    de: 'Wartung überschneidet deine Buchung',
    en: 'Maintenance overlaps your booking',
    no: 'Vedlikehold overlapper bookingen din',
  },
  'booking.standby_offered': {
    de: 'Dein Standby-Platz ist frei',
    en: 'Your standby slot is free',
    no: 'Standby-plassen din er ledig',
  },
};

const lines: Record<BookingEvent, Record<Locale, string>> = {
  'booking.created': { de: 'Für dich wurde gebucht:', en: 'A booking was made for you:', no: 'Det er booket for deg:' },
  'booking.changed': { de: 'Diese Buchung wurde geändert:', en: 'This booking was changed:', no: 'Denne bookingen ble endret:' },
  'booking.cancelled': {
    de: 'Diese Buchung wurde storniert:',
    en: 'This booking was cancelled:',
    no: 'Denne bookingen ble kansellert:',
  },
  'booking.maintenance_collision': {
    de: 'Das Flugzeug ist in dieser Zeit zur Wartung gesperrt. Bitte verschiebe oder storniere deine Buchung:',
    en: 'The aircraft is blocked for maintenance at this time. Please move or cancel your booking:',
    no: 'Flyet er sperret for vedlikehold i dette tidsrommet. Flytt eller kanseller bookingen din:',
  },
  'booking.standby_offered': {
    de: 'Die Buchung vor dir wurde storniert. Bestätige deinen Standby-Platz im Buchungskalender:',
    en: 'The booking ahead of you was cancelled. Confirm your standby slot in the booking calendar:',
    no: 'Bookingen foran deg ble kansellert. Bekreft standby-plassen din i bookingkalenderen:',
  },
};

const signature = { de: 'Dein Flugportal', en: 'Your flight portal', no: 'Din flyportal' } as const;

/** A booking mail in the recipient's language; `span` is already formatted in the company's zone. */
export function bookingMail(
  event: BookingEvent,
  locale: Locale,
  details: { registration: string; span: string; company: string },
) {
  return {
    subject: `${subjects[event][locale]}: ${details.registration}`,
    body: `${lines[event][locale]}\n\n${details.registration}, ${details.span}\n${details.company}\n\n${signature[locale]}`,
  };
}
