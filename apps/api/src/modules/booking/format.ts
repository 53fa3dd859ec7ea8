/** A span as people read it in the company's zone, e.g. "24.11.2026 10:00–12:00 (Europe/Berlin)". */
export function formatSpan(startsAt: Date, endsAt: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const sameDay = date.format(startsAt) === date.format(endsAt);
  const end = sameDay ? time.format(endsAt) : `${date.format(endsAt)} ${time.format(endsAt)}`;
  return `${date.format(startsAt)} ${time.format(startsAt)}–${end} (${timeZone})`;
}
