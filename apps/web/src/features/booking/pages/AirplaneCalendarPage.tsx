import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bookableAirplanesQuery } from '../api/airplanes';
import { CompanyCalendar } from '../components/CompanyCalendar';

/** An aircraft's calendar tab: its bookings only, booked the same way. */
export default function AirplaneCalendarPage() {
  const { t } = useTranslation('booking');
  const params = useParams();
  const companyId = Number(params.company_id);
  const airplaneId = Number(params.airplane_id);
  const airplane = useQuery(bookableAirplanesQuery(companyId)).data?.find((a) => a.id === airplaneId);
  return (
    <CompanyCalendar
      companyId={companyId}
      airplaneId={airplaneId}
      subtitle={(company) => t('airplaneSubtitle', { registration: airplane?.registration ?? '', company })}
    />
  );
}
