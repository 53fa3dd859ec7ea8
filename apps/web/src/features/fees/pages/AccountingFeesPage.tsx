import { useParams } from 'react-router';
import { useCompanyPermissions } from '../../companies';
import { FeeOverview } from '../components/FeeOverview';

/** Admins and accounting keep the company's fees here; landing fees are the admins'. */
export default function AccountingFeesPage() {
  const companyId = Number(useParams().company_id);
  const { can } = useCompanyPermissions(companyId);
  return <FeeOverview companyId={companyId} editFees={can('create_fee')} editLandingFees={can('create_landing_fee')} />;
}
