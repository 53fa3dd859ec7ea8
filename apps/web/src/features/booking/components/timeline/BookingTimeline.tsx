import type { Airplane, Booking } from '@portal/contracts';
import { IconSchool } from '@tabler/icons-react';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarView, CalendarWindow } from '../../lib/calendarWindow';
import { describer } from '../../lib/describe';
import { AirplaneLabel } from './AirplaneLabel';
import { TimelineAxis, TimelineLines } from './TimelineAxis';
import { LABEL_WIDTH, TimelineRoot } from './TimelineRoot';
import { TimelineRow } from './TimelineRow';
import type { Span } from './useSpanSelection';

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
}

const NONE: Booking[] = [];
const TRACK_MIN_WIDTH = { day: 24 * 36, week: 7 * 120 };

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
export function BookingTimeline({ window, view, zone, airplanes, bookings, instructors, onSelect, onOpen }: Props) {
  const { t } = useTranslation('booking');
  const byAirplane = useMemo(() => groupBy(bookings, (b) => b.airplane_id), [bookings]);
  const byInstructor = useMemo(() => groupBy(bookings, (b) => b.instructor_membership_id), [bookings]);
  const registrations = useMemo(() => new Map(airplanes.map((a) => [a.id, a.registration])), [airplanes]);
  const describe = useMemo(() => describer(zone, t), [zone, t]);
  const row = { window, view, describe, onOpen, registrations };
  return (
    <TimelineRoot
      role="region"
      aria-label={t('timeline')}
      style={{ '--tl-min-width': `${LABEL_WIDTH + TRACK_MIN_WIDTH[view]}px` } as CSSProperties}
    >
      <div className="tl-grid">
        <div className="tl-row tl-head">
          <div className="tl-label">{t('aircraft')}</div>
          <TimelineAxis window={window} view={view} zone={zone} />
        </div>
        <TimelineLines window={window} view={view} />
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
