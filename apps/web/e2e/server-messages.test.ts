/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingMessages as says } from '@portal/contracts/booking-messages';
import { identityMessages } from '@portal/contracts/identity-messages';
import { logbookMessages } from '@portal/contracts/logbook-messages';
import { membershipMessages } from '@portal/contracts/membership-messages';
import { requestMessages, validationMessages } from '@portal/contracts/request-messages';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverMessageTables } from '../src/app/serverMessages';
import { localMessage, matchServerMessage, registerServerMessages } from '../src/lib/api/serverMessages';

const localesDir = fileURLToPath(new URL('../src/locales', import.meta.url));

/** The app's texts of one language, loaded from the locale files as the app would. */
async function translator(language: string): Promise<TFunction> {
  const namespaces = readdirSync(join(localesDir, language)).map((file) => [
    file.replace('.json', ''),
    JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')),
  ]);
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: Object.fromEntries(namespaces) },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

const SPAN = '24.11.2026 10:00–12:00 (Europe/Berlin)';
const DAY = '2026-11-24';
/** A domain's messages that take values, each called once: a new one in the contracts is a compile error until listed. */
type Called<T> = { [K in keyof T as T[K] extends string ? never : K]: string };
const allOf = <T extends object>(messages: T, called: Called<T>): string[] => [
  ...Object.values(messages).filter((message): message is string => typeof message === 'string'),
  ...Object.values<string>(called),
];

const withValues: Called<typeof says> = {
  tooLong: says.tooLong(4),
  tooFarAhead: says.tooFarAhead(180),
  maintenanceBlock: says.maintenanceBlock(SPAN),
  aircraftTaken: says.aircraftTaken(SPAN),
  aircraftTakenBy: says.aircraftTakenBy(SPAN, 'Jonas Pilot'),
  instructorTaken: says.instructorTaken('24.11.2026 23:00–25.11.2026 01:00 (America/Argentina/Buenos_Aires)'),
  cancelDeadline: says.cancelDeadline(24),
  rangeTooLong: says.rangeTooLong(62),
  noMedical: says.noMedical(DAY),
  noRating: says.noRating('SEP', DAY),
  noLicenceFor: says.noLicenceFor('PPL(H)', DAY),
  notCurrent: says.notCurrent(2, 3, 90, DAY),
};
const sent = allOf(says, withValues);

await registerServerMessages(Promise.resolve(serverMessageTables));

/** Each message reads differently in German and Norwegian, with no key or placeholder left and every captured value in place. */
async function expectTranslated(messages: string[]) {
  for (const language of ['de', 'no']) {
    const t = await translator(language);
    for (const message of messages) {
      const local = localMessage(message, t);
      expect(local, `${language}: ${message}`).not.toBe(message);
      expect(local, `${language}: ${message}`).not.toMatch(/\{\{|server\.|validation\.|errors\./);
      for (const value of Object.values(matchServerMessage(message)?.groups ?? {}))
        expect(local, `${language}: ${message}`).toContain(value);
    }
  }
}

describe('the API’s booking messages in the user’s language', () => {
  it('keeps the English exactly as the server words it (the few it shares with fleet and flights are theirs)', async () => {
    const en = await translator('en');
    const own = sent.filter((message) => matchServerMessage(message)?.entry.key.startsWith('booking:'));
    expect(sent.length - own.length).toBe(2);
    for (const message of own) expect(localMessage(message, en)).toBe(message);
  });

  it('has German and Norwegian for every one, with the captured times, names and days in place', async () => {
    await expectTranslated(sent);
    const de = await translator('de');
    expect(localMessage(withValues.aircraftTakenBy, de)).toBe(
      'Das Flugzeug ist am 24.11.2026 10:00–12:00 (Europe/Berlin) bereits von Jonas Pilot gebucht.',
    );
    expect(localMessage(withValues.notCurrent, de)).toBe(
      'Keine Passagiere erlaubt: In den 90 Tagen vor dem 24.11.2026 stehen erst 2 von 3 nötigen Starts und Landungen im Flugbuch.',
    );
  });

  it('says why an aircraft cannot be booked, with the day in the reader’s form', async () => {
    const de = await translator('de');
    expect(localMessage('D-EABC falls due for 50-Stunden-Kontrolle on 2026-11-24, before the booking ends.', de)).toBe(
      'Bei D-EABC wird „50-Stunden-Kontrolle“ am 24.11.2026 fällig, noch vor dem Ende der Buchung.',
    );
    expect(localMessage('D-EABC is grounded: Reifen defekt', de)).toBe('D-EABC ist gesperrt: Reifen defekt');
  });

  it('translates a captured word where the text needs it (the tach of a flight)', async () => {
    const de = await translator('de');
    const gap = 'The tach start reading 8:30 does not continue the aircraft’s last reading 8:20.';
    expect(localMessage(`${gap} To record it anyway, give an override reason.`, de)).toBe(
      'Der Tacho-Beginn 8:30 setzt den letzten Stand des Flugzeugs (8:20) nicht fort. Um ihn trotzdem zu erfassen, gib einen Grund an.',
    );
    expect(localMessage(`${gap} Please check the reading or ask an admin.`, de)).toContain('frag einen Admin');
  });
});

describe('the API’s other messages in the user’s language', () => {
  it('has German and Norwegian for every logbook, licence, membership, sign-in, account and impersonation message', async () => {
    await expectTranslated([
      ...allOf(logbookMessages, {
        tooManyRows: logbookMessages.tooManyRows(5000),
        fileUnreadable: logbookMessages.fileUnreadable('Invalid Record Length: columns length is 3, got 2 on line 4'),
      }),
      ...allOf(membershipMessages, {}),
      ...allOf(identityMessages, {
        loginThrottled: identityMessages.loginThrottled(42),
        resetThrottled: identityMessages.resetThrottled(42),
      }),
    ]);
    const de = await translator('de');
    expect(localMessage(logbookMessages.tooManyRows(5000), de)).toBe('Eine Datei darf höchstens 5000 Einträge enthalten.');
    expect(localMessage(logbookMessages.fileUnreadable('Quote Not Closed'), de)).toBe('Die Datei ist keine lesbare CSV-Datei.');
  });

  it('says the request validator’s field messages with the words and numbers of the web’s own form rules', async () => {
    await expectTranslated([
      ...allOf(validationMessages, {
        maxLength: validationMessages.maxLength(255),
        minLength: validationMessages.minLength(8),
        maxItems: validationMessages.maxItems(50),
        atLeast: validationMessages.atLeast(1),
        atMost: validationMessages.atMost(10000000),
        above: validationMessages.above(0),
        below: validationMessages.below(-3),
      }),
      ...Object.values(requestMessages),
    ]);
    const de = await translator('de');
    expect(localMessage(validationMessages.maxLength(255), de)).toBe('Bitte gib höchstens 255 Zeichen ein');
    expect(localMessage(validationMessages.required, de)).toBe('Dieses Feld ist erforderlich');
    expect(localMessage(validationMessages.above(0), de)).toBe('Der Wert muss größer als 0 sein');
    const en = await translator('en');
    for (const message of [validationMessages.required, validationMessages.email, validationMessages.minLength(8)])
      expect(localMessage(message, en)).toBe(message);
  });
});
