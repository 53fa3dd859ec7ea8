import Button from '@mui/material/Button';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { MembershipList } from '../components/MembershipList';

/** The company admin's list of memberships: search, filter by status and role, approve, edit roles. */
export default function MembershipsPage() {
  const { t } = useTranslation('memberships');
  const companyId = Number(useParams().company_id);
  return (
    <>
      <PageHeader
        actions={
          <Button component={Link} to="students" variant="outlined" startIcon={<IconSchool size={18} aria-hidden />}>
            {t('toStudents')}
          </Button>
        }
      />
      <MembershipList companyId={companyId} />
    </>
  );
}
