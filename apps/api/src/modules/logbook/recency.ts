import type { Recency } from '@portal/contracts';
import { addDays } from '../../lib/dates';

/** FCL.060(b): take-offs and landings within the preceding 90 days, in the class or type flown. */
export const RECENCY_DAYS = 90;
/** FCL.060(b)(1): three take-offs and landings; at night, one of them at night (FCL.060(b)(2)). */
export const RECENCY_NEEDED = { passengers: 3, night: 1 } as const;
/** Class-rated aeroplanes (FCL.700): recency counts across the class; everything else by its type. */
const CLASSES: Record<string, string> = { sep: 'SEP', mep: 'MEP', tmg: 'TMG' };

export interface LandingDay {
  date: string;
  category: string | null;
  type: string | null;
  landings: number;
}

/** The class (SEP, MEP, TMG) or, for a type-rated or unknown aircraft, its type the landings count for. */
export const recencyClassOf = (category: string | null, type: string | null) =>
  (category && CLASSES[category]) || type?.trim().toUpperCase() || '?';

/**
 * Whether a pilot is current, per class or type: the landings in the window, newest first, added up
 * until the needed number; the pilot stays current until 90 days after that day. `days` are the
 * logbook's days with landings inside the window, in any order.
 */
export function recencyOf(days: LandingDay[], needed: number): Recency {
  const byClass = new Map<string, LandingDay[]>();
  for (const day of days) {
    const key = recencyClassOf(day.category, day.type);
    byClass.set(key, [...(byClass.get(key) ?? []), day]);
  }
  const classes = [...byClass].map(([name, entries]) => {
    let landings = 0;
    let validUntil: string | null = null;
    for (const entry of entries.sort((a, b) => b.date.localeCompare(a.date))) {
      landings += entry.landings;
      if (validUntil === null && landings >= needed) validUntil = addDays(entry.date, RECENCY_DAYS);
    }
    return { class: name, landings, current: validUntil !== null, valid_until: validUntil };
  });
  classes.sort(
    (a, b) =>
      (b.valid_until ?? '').localeCompare(a.valid_until ?? '') || b.landings - a.landings || a.class.localeCompare(b.class),
  );
  const best = classes[0];
  return {
    current: best?.current ?? false,
    landings: best?.landings ?? 0,
    needed,
    valid_until: best?.valid_until ?? null,
    classes,
  };
}
