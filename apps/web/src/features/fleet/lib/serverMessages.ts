import { ApiError, isApiError } from '../../../lib/api/errors';
import { i18n } from '../../../lib/i18n';

/**
 * The fleet and fee API answers in English; the messages people meet on these pages are shown in
 * their language (keys of the fleet and fees namespaces; the captured group is `{{subject}}`).
 */
const MESSAGES: [RegExp, string][] = [
  [/^The registration has already been taken\.$/, 'fleet:server.registrationTaken'],
  [/^The registration must be a nationality and registration mark/, 'fleet:form.registrationFormat'],
  [/^The selected fee does not belong to this company\.$/, 'fleet:server.feeNotOwn'],
  [/^The selected airport does not exist\.$/, 'fleet:server.airportMissing'],
  [/^Give the reason the aircraft is grounded\.$/, 'fleet:server.reasonRequired'],
  [/^(.+) has a no-go squawk; fix or defer it first\.$/, 'fleet:server.noGoActive'],
  [/^Give the Hobbs time or the date \(or both\)/, 'fleet:server.dueRequired'],
  [/^The ident has already been taken\.$/, 'fees:server.identTaken'],
  [/^The end of validity must not be before its start\.$/, 'fees:server.validUntil'],
  [/^The fee is used by (.+); choose another fee for that aircraft first\.$/, 'fees:server.feeInUse'],
  [/^This airport already has a landing fee for that aircraft or weight class\.$/, 'fees:server.landingFeeTaken'],
  [/^A landing fee is for one aircraft or for a weight class, not both\.$/, 'fees:server.landingFeeBoth'],
  [/^The selected aircraft does not belong to this company\.$/, 'fleet:server.airplaneNotOwn'],
];

function translate(message: string): string {
  for (const [pattern, key] of MESSAGES) {
    const match = pattern.exec(message);
    if (match) return i18n.t(key, { subject: match[1] });
  }
  return message;
}

/** Runs an API call and rethrows its error with the known messages translated. */
export async function localized<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list.map(translate)]));
    throw new ApiError(error.status, translate(error.message), errors);
  }
}
