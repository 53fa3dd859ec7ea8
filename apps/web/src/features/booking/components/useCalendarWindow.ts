import type { OperatingHours } from '@portal/contracts';
import { useMemo } from 'react';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import { type CalendarView, calendarWindow, DEFAULT_HOURS, dayKey, fromDayKey, shiftAnchor } from '../lib/calendarWindow';

/** The shown day or week, kept in the URL (`?view=day&date=2026-11-24`) so it can be linked and reloaded. */
export function useCalendarWindow(zone: string, hours: OperatingHours = DEFAULT_HOURS) {
  const { from, to } = hours;
  const [params, update] = useSearchParamsUpdate();
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const today = dayKey(new Date(), zone);
  const anchorTime = (fromDayKey(params.get('date'), zone) ?? (fromDayKey(today, zone) as Date)).getTime();
  const window = useMemo(
    () => calendarWindow(new Date(anchorTime), view, zone, { from, to }),
    [anchorTime, view, zone, from, to],
  );

  const go = (next: { view?: CalendarView; date?: Date | null }) =>
    update({
      ...(next.view && { view: next.view }),
      ...(next.date !== undefined && { date: next.date ? dayKey(next.date, zone) : undefined }),
    });

  return {
    view,
    window,
    setView: (nextView: CalendarView) => go({ view: nextView }),
    step: (step: -1 | 0 | 1) => go({ date: step === 0 ? null : shiftAnchor(new Date(anchorTime), view, step, zone) }),
  };
}
