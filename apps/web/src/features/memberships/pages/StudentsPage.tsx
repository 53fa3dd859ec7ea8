import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { MembershipList } from '../components/MembershipList';

/** The company's students: the memberships list narrowed to the student role. */
export default function StudentsPage() {
  const companyId = Number(useParams().company_id);
  return (
    <>
      <PageHeader />
      <MembershipList companyId={companyId} fixed={{ role: 'student' }} />
    </>
  );
}
