/** Today's ISO day in UTC, as the logbook counts days. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
