import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { flightMessages } from '@portal/contracts/flight-messages';
import { logbookMessages } from '@portal/contracts/logbook-messages';
import { validationMessages } from '@portal/contracts/request-messages';
import { describe, expect, it } from 'vitest';
import { localMessage, matchServerMessage } from '../src/lib/api/serverMessages';
import { allOf, calls, translator } from './server-messages-support';

// The wording of single messages; server-messages-coverage.test.ts sees that each one is translated.

const sent = allOf(says, calls.bookingMessages);

describe('the API’s booking messages in the user’s language', () => {
  it('keeps the English exactly as the server words it (the few it shares with fleet and flights are theirs)', async () => {
    const en = await translator('en');
    const own = sent.filter((message) => matchServerMessage(message)?.entry.key.startsWith('booking:'));
    expect(sent.length - own.length).toBe(2);
    for (const message of own) expect(localMessage(message, en)).toBe(message);
  });

  it('puts the captured times, names and days into the German', async () => {
    const de = await translator('de');
    expect(localMessage(calls.bookingMessages.aircraftTakenBy, de)).toBe(
      'Das Flugzeug ist am 24.11.2026 10:00–12:00 (Europe/Berlin) bereits von Jonas Pilot gebucht.',
    );
    expect(localMessage(calls.bookingMessages.notCurrent, de)).toBe(
      'Keine Passagiere erlaubt: In den 90 Tagen vor dem 24.11.2026 stehen erst 2 von 3 nötigen Starts und Landungen im Flugbuch.',
    );
  });

  it('says why an aircraft cannot be booked, with the day in the reader’s form', async () => {
    const de = await translator('de');
    expect(localMessage(calls.fleetMessages.fallsDue, de)).toBe(
      'Bei D-EABC wird „50-Stunden-Kontrolle“ am 24.11.2026 fällig, noch vor dem Ende der Buchung.',
    );
    expect(localMessage(calls.fleetMessages.grounded, de)).toBe('D-EABC ist gesperrt: Reifen defekt');
  });

  it('translates a captured word where the text needs it (the tach of a flight)', async () => {
    const de = await translator('de');
    expect(localMessage(flightMessages.readingGapOverride('tach', '8:30', '8:20'), de)).toBe(
      'Der Tacho-Beginn 8:30 setzt den letzten Stand des Flugzeugs (8:20) nicht fort. Um ihn trotzdem zu erfassen, gib einen Grund an.',
    );
    expect(localMessage(calls.flightMessages.readingGap, de)).toContain('frag einen Admin');
  });
});

describe('the API’s other messages in the user’s language', () => {
  it('words the limits of an imported or uploaded file, without the CSV reader’s English reason', async () => {
    const de = await translator('de');
    expect(localMessage(calls.logbookMessages.tooManyRows, de)).toBe('Eine Datei darf höchstens 5000 Einträge enthalten.');
    expect(localMessage(logbookMessages.fileUnreadable('Quote Not Closed'), de)).toBe('Die Datei ist keine lesbare CSV-Datei.');
    expect(localMessage(calls.fileMessages.tooLarge, de)).toBe('Die Datei ist größer als 10 MB.');
  });

  it('says the request validator’s field messages with the words and numbers of the web’s own form rules', async () => {
    const de = await translator('de');
    expect(localMessage(calls.validationMessages.maxLength, de)).toBe('Bitte gib höchstens 255 Zeichen ein');
    expect(localMessage(validationMessages.required, de)).toBe('Dieses Feld ist erforderlich');
    expect(localMessage(calls.validationMessages.above, de)).toBe('Der Wert muss größer als 0 sein');
    const en = await translator('en');
    for (const message of [validationMessages.required, validationMessages.email, calls.validationMessages.minLength])
      expect(localMessage(message, en)).toBe(message);
  });
});
