import { zoneFormat } from '../../../../lib/dates/zone';
import { type CalendarView, type CalendarWindow, dayKey, fraction, hourTicks } from '../../lib/calendarWindow';

interface Props {
  window: CalendarWindow;
  view: CalendarView;
  zone: string;
}

const pct = (window: CalendarWindow, time: Date) => `${fraction(window, time.getTime()) * 100}%`;
/** Labelled hours: every hour in a day, every six in a week. */
const labelEvery = (view: CalendarView) => (view === 'day' ? 1 : 6);

/** The time axis above the tracks: days, and hours in the company's zone. */
export function TimelineAxis({ window, view, zone }: Props) {
  const today = dayKey(new Date(), zone);
  const dayFormat = zoneFormat(
    zone,
    view === 'day' ? { dateStyle: 'full' } : { weekday: 'short', day: '2-digit', month: '2-digit' },
  );
  const hour = zoneFormat(zone, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="tl-axis" aria-hidden>
      {window.days.map((day) => (
        <div
          key={day.getTime()}
          className={dayKey(day, zone) === today ? 'tl-day today' : 'tl-day'}
          style={{ left: pct(window, day), width: `${100 / window.days.length}%` }}
        >
          {dayFormat.format(day)}
        </div>
      ))}
      {hourTicks(window, labelEvery(view)).map((tick) => (
        <div key={tick.getTime()} className="tl-hour" style={{ left: pct(window, tick) }}>
          {hour.format(tick)}
        </div>
      ))}
    </div>
  );
}

/** Hour lines behind every track, and the current time as a red line. */
export function TimelineLines({ window, view }: Omit<Props, 'zone'>) {
  const now = Date.now();
  const dayStarts = new Set(window.days.map((day) => day.getTime()));
  return (
    <div className="tl-lines" aria-hidden>
      {hourTicks(window, labelEvery(view)).map((tick) => (
        <div
          key={tick.getTime()}
          className={dayStarts.has(tick.getTime()) ? 'tl-line' : 'tl-line minor'}
          style={{ left: pct(window, tick) }}
        />
      ))}
      {now > window.start.getTime() && now < window.end.getTime() && (
        <div className="tl-now" style={{ left: pct(window, new Date(now)) }} />
      )}
    </div>
  );
}
