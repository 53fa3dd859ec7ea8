import { useParams } from 'react-router';
import { useCompanyPermissions } from '../../companies';
import { FeeOverview } from '../components/FeeOverview';
import { InstructorRateList } from '../components/InstructorRateList';

/** Admins and accounting keep the company's fees and what instructors' time costs here; landing fees are the admins'. */
export default function AccountingFeesPage() {
  const companyId = Number(useParams().company_id);
  const { can } = useCompanyPermissions(companyId);
  const editFees = can('create_fee');
  return (
    <FeeOverview companyId={companyId} editFees={editFees} editLandingFees={can('create_landing_fee')}>
      {editFees && <InstructorRateList companyId={companyId} />}
    </FeeOverview>
  );
}
