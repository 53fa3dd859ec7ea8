import type { TrackFigures } from '@portal/contracts';
import { isoToTyped } from '../../../lib/dates/typedDay';
import type { FlightFormValues } from './flightForm';
import { wallClock } from './flightTimes';

/**
 * What a flight's track suggests for its form, on the company's clock: the airfields, the day, the
 * recording's start and end as off and on block, and the moments above flying speed as take-off and landing.
 */
export function flightTrackSuggestion(figures: TrackFigures, zone: string): Partial<FlightFormValues> {
  const suggestion: Partial<FlightFormValues> = {};
  const clock = (instant: string) => wallClock(instant, zone).clock;
  if (figures.departure) suggestion.departure_airport = figures.departure.ident;
  if (figures.arrival) suggestion.arrival_airport = figures.arrival.ident;
  if (figures.started_at) {
    suggestion.date = isoToTyped(wallClock(figures.started_at, zone).day);
    suggestion.off_block_at = clock(figures.started_at);
  }
  if (figures.takeoff_at) suggestion.takeoff_at = clock(figures.takeoff_at);
  if (figures.landing_at) suggestion.landing_at = clock(figures.landing_at);
  if (figures.ended_at) suggestion.on_block_at = clock(figures.ended_at);
  return suggestion;
}
