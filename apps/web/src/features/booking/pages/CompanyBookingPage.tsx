import { useParams } from 'react-router';
import { CompanyCalendar } from '../components/CompanyCalendar';

/** The company booking app: the whole fleet of the company in the URL. */
export default function CompanyBookingPage() {
  return <CompanyCalendar companyId={Number(useParams().company_id)} />;
}
