/** Builds the API into apps/api/dist; answers the milliseconds it took. */
export function buildApi(): Promise<number>;
/** True when there is no API build, or a file it was made from changed since. */
export function apiBuildIsStale(): boolean;
/** Builds the API unless its build is up to date. */
export function ensureApiBuild(): Promise<void>;
