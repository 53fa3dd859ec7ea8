import type { Airplane, Booking } from '@portal/contracts';
import { IconSchool } from '@tabler/icons-react';
import { type CSSProperties, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarView, type CalendarWindow, shownHours } from '../../lib/calendarWindow';
import type { DayLight } from '../../lib/daylight';
import { describer } from '../../lib/describe';
import { AirplaneLabel } from './AirplaneLabel';
import { TimelineAxis, TimelineLines } from './TimelineAxis';
import { LABEL_WIDTH, TimelineRoot } from './TimelineRoot';
import { TimelineRow } from './TimelineRow';
import type { Span } from './useSpanSelection';
import { useWidth } from './useWidth';

export interface Instructor {
  membership_id: number;
  name: string;
}

interface Props {
  window: CalendarWindow;
  view: CalendarView;
  zone: string;
  airplanes: Airplane[];
  bookings: Booking[];
  /** Lanes below the aircraft that show when each instructor is taken. */
  instructors: Instructor[];
  onSelect: (draft: Span & { airplaneId: number }) => void;
  onOpen: (booking: Booking) => void;
  /** Each day's twilight and night at the home airfield; null while unknown or without one. */
  daylight: DayLight[] | null;
  airfield: string;
}

const NONE: Booking[] = [];
/** The least room an hour gets: a week of 07:00–21:00 fits a laptop, and a two-hour booking still shows its pilot's initials. */
const HOUR_MIN_WIDTH = { day: 56, week: 9 };

function groupBy(bookings: Booking[], key: (booking: Booking) => number | null) {
  const groups = new Map<number, Booking[]>();
  for (const booking of bookings) {
    const id = key(booking);
    if (id === null) continue;
    const group = groups.get(id);
    if (group) group.push(booking);
    else groups.set(id, [booking]);
  }
  return groups;
}

/** Aircraft as rows over a day or a week in the company's zone; drag on a row to book, click a booking to open it. */
export function BookingTimeline(props: Props) {
  const { window, view, zone, airplanes, bookings, instructors, onSelect, onOpen, daylight, airfield } = props;
  const { t } = useTranslation('booking');
  const minTrackWidth = shownHours(window) * HOUR_MIN_WIDTH[view];
  const grid = useRef<HTMLDivElement>(null);
  const trackWidth = Math.max(minTrackWidth, useWidth(grid, LABEL_WIDTH + minTrackWidth) - LABEL_WIDTH);
  const byAirplane = useMemo(() => groupBy(bookings, (b) => b.airplane_id), [bookings]);
  const byInstructor = useMemo(() => groupBy(bookings, (b) => b.instructor_membership_id), [bookings]);
  const registrations = useMemo(() => new Map(airplanes.map((a) => [a.id, a.registration])), [airplanes]);
  const describe = useMemo(() => describer(zone, t), [zone, t]);
  const row = { window, view, describe, onOpen, registrations, trackWidth };
  return (
    <TimelineRoot
      role="region"
      aria-label={t('timeline')}
      style={{ '--tl-min-width': `${LABEL_WIDTH + minTrackWidth}px` } as CSSProperties}
    >
      <div className="tl-grid" ref={grid}>
        <div className="tl-row tl-head">
          <div className="tl-label">{t('aircraft')}</div>
          <TimelineAxis window={window} zone={zone} trackWidth={trackWidth} daylight={daylight} airfield={airfield} />
        </div>
        <TimelineLines window={window} zone={zone} trackWidth={trackWidth} daylight={daylight} />
        {airplanes.map((airplane) => (
          <TimelineRow
            key={airplane.id}
            {...row}
            label={<AirplaneLabel airplane={airplane} />}
            trackLabel={airplane.registration}
            bookings={byAirplane.get(airplane.id) ?? NONE}
            onSelect={(span) => onSelect({ ...span, airplaneId: airplane.id })}
          />
        ))}
        {instructors.length > 0 && <div className="tl-section">{t('instructorLanes')}</div>}
        {instructors.map((instructor) => (
          <TimelineRow
            key={instructor.membership_id}
            {...row}
            label={
              <>
                <IconSchool size={16} aria-hidden />
                {instructor.name}
              </>
            }
            trackLabel={instructor.name}
            bookings={byInstructor.get(instructor.membership_id) ?? NONE}
            showAircraft
          />
        ))}
      </div>
    </TimelineRoot>
  );
}
