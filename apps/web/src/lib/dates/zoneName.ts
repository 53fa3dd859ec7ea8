/**
 * The zone as people say it on `date` in the language `languageTag`: MEZ/MESZ in German, CET/CEST in
 * English and Norwegian for Europe/Berlin. Falls back to the IANA name if Intl has no short name.
 */
export function zoneShortName(zone: string, date: Date, languageTag: string): string {
  const parts = new Intl.DateTimeFormat(languageTag, { timeZone: zone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
