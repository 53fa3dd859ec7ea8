import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { MemberDocumentsCard } from '../../memberDocuments';
import { membershipQuery } from '../api/companyMemberships';
import { ApproveButton } from '../components/ApproveButton';
import { EndMembershipActions } from '../components/EndMembershipActions';
import { MembershipDetails } from '../components/MembershipDetails';
import { RejectButton } from '../components/RejectButton';
import { RolesEditor } from '../components/RolesEditor';

/** One membership, for the company's admins: details, roles, approval, suspension and removal, and the member's documents. */
export default function MembershipPage() {
  const { t } = useTranslation('memberships');
  const params = useParams();
  const membershipId = Number(params.membership_id);
  const { data: membership, isPending, isError } = useQuery({ ...membershipQuery(membershipId), meta: { silent: true } });
  if (isPending) return <PageLoader />;
  if (isError || membership.company_id !== Number(params.company_id)) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader title={membership.name} />
      <MembershipDetails
        membership={membership}
        roles={membership.permissions?.update ? <RolesEditor membership={membership} /> : undefined}
        actions={
          membership.status === 'pending' && membership.permissions?.approve ? (
            <>
              <ApproveButton membership={membership} />
              <RejectButton membership={membership} />
            </>
          ) : (
            membership.permissions?.update && <EndMembershipActions membership={membership} />
          )
        }
      />
      <MemberDocumentsCard membership={membership} />
    </>
  );
}
