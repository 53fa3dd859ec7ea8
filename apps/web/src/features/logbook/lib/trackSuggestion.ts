import type { TrackFigures } from '@portal/contracts';
import { formatMinutes } from '../../../lib/duration';
import type { EntryFormValues } from './entryForm';

/** HH:MM in UTC, as the logbook writes times. */
const utcClock = (iso: string) => iso.slice(11, 16);

/** What a track suggests for a logbook line's form: places, times (UTC) and the airborne time. */
export function trackSuggestion(figures: TrackFigures): Partial<EntryFormValues> {
  const suggestion: Partial<EntryFormValues> = {};
  if (figures.departure) suggestion.departure_place = figures.departure.ident;
  if (figures.arrival) suggestion.arrival_place = figures.arrival.ident;
  if (figures.takeoff_at) suggestion.departure_time = utcClock(figures.takeoff_at);
  if (figures.landing_at) suggestion.arrival_time = utcClock(figures.landing_at);
  if (figures.duration_minutes) suggestion.total_minutes = formatMinutes(figures.duration_minutes);
  return suggestion;
}
