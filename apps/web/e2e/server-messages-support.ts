/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingMessages } from '@portal/contracts/booking-messages';
import { feeMessages } from '@portal/contracts/fee-messages';
import { fileMessages } from '@portal/contracts/file-messages';
import { fleetMessages } from '@portal/contracts/fleet-messages';
import { flightMessages } from '@portal/contracts/flight-messages';
import { identityMessages } from '@portal/contracts/identity-messages';
import { logbookMessages } from '@portal/contracts/logbook-messages';
import { validationMessages } from '@portal/contracts/request-messages';
import { createInstance, type TFunction } from 'i18next';
import { expect } from 'vitest';
import { serverMessageTables } from '../src/app/serverMessages';
import { localMessage, matchServerMessage, registerServerMessages } from '../src/lib/api/serverMessages';

const localesDir = fileURLToPath(new URL('../src/locales', import.meta.url));
const registered = registerServerMessages(Promise.resolve(serverMessageTables));

/** The app's texts of one language, loaded from the locale files as the app would, with every domain's table known. */
export async function translator(language: string): Promise<TFunction> {
  await registered;
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

/**
 * Each message is known to a web table and reads differently in German and Norwegian, with no key or
 * placeholder left and every value it is given in place; all that fail are listed at once.
 */
export async function expectTranslated(messages: string[]) {
  const problems: string[] = [];
  for (const language of ['de', 'no']) {
    const t = await translator(language);
    for (const message of messages) {
      const found = matchServerMessage(message);
      if (!found) {
        if (language === 'de') problems.push(`no web table knows: ${message}`);
        continue;
      }
      const { entry, groups } = found;
      const local = localMessage(message, t);
      const given = Object.values(entry.values ? entry.values(groups, t) : groups);
      // i18next answers a missing key with the key, without its namespace.
      if (local === message || local === entry.key.split(':')[1] || local.includes('{{') || given.some((v) => !local.includes(v)))
        problems.push(`${language}: ${message} → ${local}`);
    }
  }
  expect(problems).toEqual([]);
}

const SPAN = '24.11.2026 10:00–12:00 (Europe/Berlin)';
const DAY = '2026-11-24';

/** A messages object's entries that take values, each called once. */
type Called<T> = { [K in keyof T as T[K] extends string ? never : K]: string };

/** Every contracts message that takes values, called with sample values: one left out is a compile error. */
export const calls = {
  bookingMessages: {
    tooLong: bookingMessages.tooLong(4),
    tooFarAhead: bookingMessages.tooFarAhead(180),
    maintenanceBlock: bookingMessages.maintenanceBlock(SPAN),
    aircraftTaken: bookingMessages.aircraftTaken(SPAN),
    aircraftTakenBy: bookingMessages.aircraftTakenBy(SPAN, 'Jonas Pilot'),
    instructorTaken: bookingMessages.instructorTaken('24.11.2026 23:00–25.11.2026 01:00 (America/Argentina/Buenos_Aires)'),
    cancelDeadline: bookingMessages.cancelDeadline(24),
    rangeTooLong: bookingMessages.rangeTooLong(62),
    noMedical: bookingMessages.noMedical(DAY),
    noRating: bookingMessages.noRating('SEP', DAY),
    noLicenceFor: bookingMessages.noLicenceFor('PPL(H)', DAY),
    notCurrent: bookingMessages.notCurrent(2, 3, 90, DAY),
  } satisfies Called<typeof bookingMessages>,
  logbookMessages: {
    tooManyRows: logbookMessages.tooManyRows(5000),
    fileUnreadable: logbookMessages.fileUnreadable('Invalid Record Length: columns length is 3, got 2 on line 4'),
  } satisfies Called<typeof logbookMessages>,
  identityMessages: {
    loginThrottled: identityMessages.loginThrottled(42),
    resetThrottled: identityMessages.resetThrottled(42),
  } satisfies Called<typeof identityMessages>,
  validationMessages: {
    maxLength: validationMessages.maxLength(255),
    minLength: validationMessages.minLength(8),
    maxItems: validationMessages.maxItems(50),
    atLeast: validationMessages.atLeast(1),
    atMost: validationMessages.atMost(10000000),
    above: validationMessages.above(0),
    below: validationMessages.below(-3),
  } satisfies Called<typeof validationMessages>,
  fleetMessages: {
    noGoActive: fleetMessages.noGoActive('D-EABC'),
    retired: fleetMessages.retired('D-EABC'),
    grounded: fleetMessages.grounded('D-EABC', 'Reifen defekt'),
    dueHobbs: fleetMessages.dueHobbs('D-EABC', '50-Stunden-Kontrolle', '1234:30'),
    overdue: fleetMessages.overdue('D-EABC', 'Jahresnachprüfung', DAY),
    fallsDue: fleetMessages.fallsDue('D-EABC', '50-Stunden-Kontrolle', DAY),
    paperExpires: fleetMessages.paperExpires('D-EABC', 'Versicherung', DAY),
  } satisfies Called<typeof fleetMessages>,
  feeMessages: { inUse: feeMessages.inUse('D-EABC') } satisfies Called<typeof feeMessages>,
  flightMessages: {
    unknownAirport: flightMessages.unknownAirport('EDXX'),
    readingGap: flightMessages.readingGap('tach', '8:30', '8:20'),
    readingGapOverride: flightMessages.readingGapOverride('Hobbs', '1234:30', '1234:00'),
  } satisfies Called<typeof flightMessages>,
  fileMessages: { tooLarge: fileMessages.tooLarge(10) } satisfies Called<typeof fileMessages>,
};

/** A messages object's texts, those that take values as called. */
export const allOf = <T extends object>(messages: T, called: Called<T>): string[] => [
  ...Object.values(messages).filter((message): message is string => typeof message === 'string'),
  ...Object.values<string>(called),
];

const contracts = import.meta.glob<Record<string, Record<string, unknown>>>('../../../packages/contracts/src/*-messages.ts', {
  eager: true,
});

/** Every message of packages/contracts/src/*-messages.ts; one that takes values and is not in `calls` fails loudly. */
export function contractMessages(): string[] {
  const called: Record<string, Record<string, string>> = calls;
  return Object.values(contracts).flatMap((exports) =>
    Object.entries(exports).flatMap(([name, messages]) =>
      Object.entries(messages).map(([key, message]) => {
        if (typeof message === 'string') return message;
        const sample = called[name]?.[key];
        if (sample === undefined) throw new Error(`Call ${name}.${key} with sample values in e2e/server-messages-support.ts`);
        return sample;
      }),
    ),
  );
}
