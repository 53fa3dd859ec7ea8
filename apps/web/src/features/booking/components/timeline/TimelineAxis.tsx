import { useTranslation } from 'react-i18next';
import { zoneFormat } from '../../../../lib/dates/zone';
import { type CalendarWindow, dayKey, fraction, hourTicks, shownHours } from '../../lib/calendarWindow';
import type { DayLight } from '../../lib/daylight';

interface Props {
  window: CalendarWindow;
  zone: string;
  /** The track's width in pixels: the labels are spaced so they never run into each other. */
  trackWidth: number;
}

const HOUR = 3_600_000;
const STEPS = [1, 2, 3, 4, 6, 12];
/** Room a label like "18:00" needs, with a little air. */
const LABEL_PX = 36;

/** Hours between labels: the smallest step whose labels fit. */
export const labelStep = (hourWidth: number) => STEPS.find((step) => step * hourWidth >= LABEL_PX) ?? 24;

const pct = (share: number) => `${share * 100}%`;

/** The time axis above the tracks: days with their civil twilight, and hours in the company's zone. */
export function TimelineAxis({ window, zone, trackWidth, daylight, airfield }: Props & TwilightProps) {
  const today = dayKey(new Date(), zone);
  const days = window.days.length;
  const dayFormat = zoneFormat(zone, days === 1 ? { dateStyle: 'full' } : { weekday: 'short', day: '2-digit', month: '2-digit' });
  const hour = zoneFormat(zone, { hour: '2-digit', minute: '2-digit' });
  const step = labelStep(trackWidth / shownHours(window));
  return (
    <div className="tl-axis" aria-hidden>
      {window.days.map((day, index) => (
        <div
          key={day.getTime()}
          className={dayKey(day, zone) === today ? 'tl-day today' : 'tl-day'}
          style={{ left: pct(index / days), width: pct(1 / days) }}
        >
          {dayFormat.format(day)}
          {daylight?.[index] && <TwilightTimes light={daylight[index]} zone={zone} airfield={airfield} />}
        </div>
      ))}
      {hourTicks(window, step, zone).map((tick) => {
        const left = fraction(window, tick.getTime());
        const dayEnd = (Math.floor(left * days + 1e-9) + 1) / days;
        const right = Math.min(dayEnd, fraction(window, tick.getTime() + step * HOUR));
        // Too close to the closing time for its label: the line shows the hour, the next day keeps its room.
        // (A pixel of slack, so rounding does not drop some days' labels and keep others'.)
        if ((right - left) * trackWidth < LABEL_PX - 1) return null;
        return (
          <div key={tick.getTime()} className="tl-hour" style={{ left: pct(left), width: pct(right - left) }}>
            {hour.format(tick)}
          </div>
        );
      })}
    </div>
  );
}

interface TwilightProps {
  daylight: DayLight[] | null;
  /** The airfield's ident the twilight is for. */
  airfield: string;
}

/** "07:35–17:03" after the day's name, with what it means in a tooltip. */
function TwilightTimes({ light, zone, airfield }: { light: DayLight; zone: string; airfield: string }) {
  const { t } = useTranslation('booking');
  const time = zoneFormat(zone, { hour: '2-digit', minute: '2-digit' });
  const { dawn, dusk, allDay } = light.twilight;
  const shown = allDay ? t(`twilight.${allDay}`) : `${dawn ? time.format(dawn) : '–'}–${dusk ? time.format(dusk) : '–'}`;
  const title = allDay
    ? t(`twilight.${allDay}Title`, { airfield })
    : t('twilight.title', { airfield, dawn: dawn ? time.format(dawn) : '–', dusk: dusk ? time.format(dusk) : '–' });
  return (
    <span className="tl-twilight" title={title}>
      {shown}
    </span>
  );
}

/** Hour lines and the night behind every track, and the current time as a red line. */
export function TimelineLines({ window, zone, trackWidth, daylight }: Props & Pick<TwilightProps, 'daylight'>) {
  const now = Date.now();
  const days = window.days.length;
  return (
    <div className="tl-lines" aria-hidden>
      {daylight?.flatMap(({ night }) =>
        night.map(({ start, end }) => {
          const left = fraction(window, start.getTime());
          return (
            <div
              key={start.getTime()}
              className="tl-night"
              style={{ left: pct(left), width: pct(fraction(window, end.getTime()) - left) }}
            />
          );
        }),
      )}
      {window.days.map((day, index) => (
        <div key={day.getTime()} className="tl-line" style={{ left: pct(index / days) }} />
      ))}
      {hourTicks(window, labelStep(trackWidth / shownHours(window)), zone).map((tick) => (
        <div key={tick.getTime()} className="tl-line minor" style={{ left: pct(fraction(window, tick.getTime())) }} />
      ))}
      {window.open.some(({ start, end }) => now > start.getTime() && now < end.getTime()) && (
        <div className="tl-now" style={{ left: pct(fraction(window, now)) }} />
      )}
    </div>
  );
}
