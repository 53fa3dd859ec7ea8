import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Booking, OperatingHours } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useOfflineAsOf } from '../../../lib/offline/status';
import { homeAirportQuery } from '../../companies';
import { companyMembershipsQuery, useMembershipIn } from '../../memberships';
import { bookableAirplanesQuery } from '../api/airplanes';
import { companyBookingsQuery, prefetchNeighbours } from '../api/bookings';
import { defaultStart } from '../lib/calendarWindow';
import { nightInWindow } from '../lib/daylight';
import type { BookingDraft } from '../lib/form';
import { AgendaList } from './AgendaList';
import { BookingDialogs, type DialogState } from './BookingDialogs';
import { CalendarLegend } from './CalendarLegend';
import { CalendarToolbar } from './CalendarToolbar';
import { BookingTimeline, type Instructor } from './timeline/BookingTimeline';
import { useCalendarWindow } from './useCalendarWindow';

const HOUR = 3_600_000;

interface Props {
  companyId: number;
  airplaneId?: number;
  zone: string;
  hours: OperatingHours;
}

/** A company's booking calendar (or one aircraft's): a timeline on wider screens, an agenda on phones. */
export function BookingCalendar({ companyId, airplaneId, zone, hours }: Props) {
  const { t } = useTranslation('booking');
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const { view, window, setView, step } = useCalendarWindow(zone, hours);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // Shown from the local copy: a slot cannot be promised without the server, so the calendar is only looked at.
  const offline = useOfflineAsOf() !== null;
  const fleet = useQuery(bookableAirplanesQuery(companyId));
  const staff = useQuery(companyMembershipsQuery(companyId, { role: 'instructor', status: 'approved' }));
  const list = useQuery(companyBookingsQuery(companyId, window.start, window.end, airplaneId));
  const home = useQuery(homeAirportQuery(companyId)).data?.airport;
  const daylight = useMemo(
    () => (home ? nightInWindow(window, { latitude: home.latitude_deg, longitude: home.longitude_deg }, zone) : null),
    [home, window, zone],
  );
  const airplanes = useMemo(
    () => (fleet.data ?? []).filter((airplane) => !airplaneId || airplane.id === airplaneId),
    [fleet.data, airplaneId],
  );
  const instructors: Instructor[] = useMemo(
    () => (staff.data ?? []).map((m) => ({ membership_id: m.id, name: m.name })),
    [staff.data],
  );
  useEffect(() => {
    if (list.isSuccess) prefetchNeighbours(companyId, window, view, zone, airplaneId);
  }, [list.isSuccess, companyId, window, view, zone, airplaneId]);
  const registrations = useMemo(() => new Map(airplanes.map((a) => [a.id, a.registration])), [airplanes]);
  const mine = useMembershipIn(companyId).membership?.id;
  // The API marks the pilot's bookings as own; an instructor's lessons are just as much theirs.
  const bookings = useMemo(
    () => (list.data ?? []).map((b) => (mine && b.instructor_membership_id === mine ? { ...b, is_own: true } : b)),
    [list.data, mine],
  );

  if (fleet.isPending) return <PageLoader />;
  if (fleet.isError) return <Alert severity="warning">{t('airplanesFailed')}</Alert>;
  if (!airplanes.length) return <Alert severity="info">{t('noAirplanes')}</Alert>;

  const book = (draft: BookingDraft) => {
    if (offline) return;
    const taken = bookings.some(
      (b) =>
        b.airplane_id === draft.airplaneId &&
        b.status === 'confirmed' &&
        Date.parse(b.starts_at) < draft.end.getTime() &&
        Date.parse(b.ends_at) > draft.start.getTime(),
    );
    setDialog({ kind: 'new', draft: { ...draft, standby: taken } });
  };
  const start = defaultStart(window, zone, hours);
  // Favourites come first; a grounded aircraft would only earn a refusal.
  const firstBookable = airplaneId ?? airplanes.find((airplane) => airplane.status === 'active')?.id;
  const open = (booking: Booking) => setDialog({ kind: 'view', booking });
  return (
    <>
      <CalendarToolbar
        window={window}
        view={view}
        zone={zone}
        loading={list.isFetching}
        onView={setView}
        onStep={step}
        onNew={offline ? undefined : () => book({ airplaneId: firstBookable, start, end: new Date(start.getTime() + HOUR) })}
      />
      {offline && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offlineReadOnly')}
        </Alert>
      )}
      {list.isError && <Alert severity="warning">{t('bookingsFailed')}</Alert>}
      {phone ? (
        <AgendaList
          window={window}
          zone={zone}
          bookings={bookings}
          registrations={registrations}
          onOpen={open}
          daylight={daylight}
          airfield={home?.ident ?? ''}
        />
      ) : (
        <>
          <BookingTimeline
            window={window}
            view={view}
            zone={zone}
            airplanes={airplanes}
            bookings={bookings}
            instructors={airplaneId ? [] : instructors}
            onSelect={book}
            onOpen={open}
            daylight={daylight}
            airfield={home?.ident ?? ''}
          />
          <CalendarLegend airfield={home?.ident} />
        </>
      )}
      <BookingDialogs
        state={dialog}
        onChange={setDialog}
        companyId={companyId}
        zone={zone}
        airplanes={airplanes}
        instructors={instructors}
        registrations={registrations}
      />
    </>
  );
}
