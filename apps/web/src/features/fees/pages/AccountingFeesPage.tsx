import { useParams } from 'react-router';
import { useFleetRights } from '../../fleet';
import { FeeOverview } from '../components/FeeOverview';

/** Admins and accounting keep the company's fees here; landing fees are the admins'. */
export default function AccountingFeesPage() {
  const companyId = Number(useParams().company_id);
  const { keepsFees, keepsFleet } = useFleetRights(companyId);
  return <FeeOverview companyId={companyId} editFees={keepsFees} editLandingFees={keepsFleet} />;
}
