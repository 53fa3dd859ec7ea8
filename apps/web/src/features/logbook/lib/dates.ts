import { zoneShortName } from '../../../lib/dates/zoneName';
import { currentLanguageTag } from '../../../lib/i18n';

/** Today's ISO day in UTC, as the logbook counts days. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** A logbook time (UTC day and HH:MM) on a company's wall clock, with the zone as people say it: 10:30 MESZ. */
export function wallClock(day: string, time: string, zone: string): string {
  const at = new Date(`${day}T${time}:00Z`);
  const languageTag = currentLanguageTag();
  const clock = new Intl.DateTimeFormat(languageTag, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${clock.format(at)} ${zoneShortName(zone, at, languageTag)}`;
}
