import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { approveMembership, membershipQuery } from '../api/companyMemberships';
import { MembershipDetails } from '../components/MembershipDetails';
import { RolesEditor } from '../components/RolesEditor';

/** One membership, for the company's admins: details, roles, approval. */
export default function MembershipPage() {
  const { t } = useTranslation('memberships');
  const membershipId = Number(useParams().membership_id);
  const { data: membership, isPending, isError } = useQuery(membershipQuery(membershipId));
  if (isPending) return <PageLoader />;
  if (isError || !membership) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader title={membership.name} />
      <MembershipDetails
        membership={membership}
        actions={
          <>
            <RolesEditor membership={membership} />
            {membership.status === 'pending' && (
              <Button variant="contained" onClick={() => void approveMembership(membership.id)}>
                {t('approve')}
              </Button>
            )}
          </>
        }
      />
    </>
  );
}
