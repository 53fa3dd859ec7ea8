import { getPosition, getTimes } from 'suncalc';
import { atClock, type CalendarWindow, type Span } from './calendarWindow';

export interface Place {
  latitude: number;
  longitude: number;
}

/** A day's civil twilight at a place: dawn and dusk, or null where the sun never crosses 6° below the horizon. */
export interface Twilight {
  dawn: Date | null;
  dusk: Date | null;
  /** When neither happens: whether the sun stays above −6° (light all day) or below it (night all day). */
  allDay: 'light' | 'night' | null;
}

const CIVIL_TWILIGHT_DEGREES = -6;

/** Civil dawn and dusk at the place on the zone's calendar day that holds `day`. */
export function civilTwilight(day: Date, place: Place, zone: string): Twilight {
  // Noon on the zone's day picks the solar day the pilot means, whatever the offset.
  const noon = atClock(day, '12:00', zone);
  const times = getTimes(noon, place.latitude, place.longitude);
  const { dawn, dusk } = times;
  if (dawn && dusk) return { dawn, dusk, allDay: null };
  const light = getPosition(times.solarNoon, place.latitude, place.longitude).altitude > CIVIL_TWILIGHT_DEGREES;
  return { dawn, dusk, allDay: dawn || dusk ? null : light ? 'light' : 'night' };
}

/** A shown day's operating hours and the parts of them before civil dawn and after civil dusk. */
export interface DayLight {
  twilight: Twilight;
  night: Span[];
}

/** For each shown day, its twilight and the night inside its operating hours (what the calendar shades). */
export function nightInWindow(window: CalendarWindow, place: Place, zone: string): DayLight[] {
  return window.open.map((open, index) => {
    const twilight = civilTwilight(window.days[index] as Date, place, zone);
    if (twilight.allDay) return { twilight, night: twilight.allDay === 'night' ? [open] : [] };
    const night: Span[] = [];
    const dawn = twilight.dawn ?? open.start;
    const dusk = twilight.dusk ?? open.end;
    if (dawn > open.start) night.push({ start: open.start, end: dawn < open.end ? dawn : open.end });
    if (dusk < open.end) night.push({ start: dusk > open.start ? dusk : open.start, end: open.end });
    return { twilight, night };
  });
}
