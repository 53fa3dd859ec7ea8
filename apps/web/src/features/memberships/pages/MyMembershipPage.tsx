import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { MemberDocumentsCard } from '../../memberDocuments';
import { useMyMemberships } from '../api/myMemberships';
import { LeaveCompanyButton } from '../components/LeaveCompanyButton';
import { MembershipDetails } from '../components/MembershipDetails';

/** The user's own membership in this company, which they may leave, with the documents they keep there. */
export default function MyMembershipPage() {
  const { t } = useTranslation('memberships');
  const companyId = Number(useParams().company_id);
  const { memberships, isPending } = useMyMemberships();
  const membership = memberships.find((m) => m.company_id === companyId);
  if (isPending) return <PageLoader />;
  return (
    <>
      <PageHeader
        actions={
          membership?.status === 'approved' && (
            <Button
              component={Link}
              to="../my-account"
              relative="path"
              variant="outlined"
              startIcon={<IconWallet size={18} aria-hidden />}
            >
              {t('myAccount')}
            </Button>
          )
        }
      />
      {membership ? (
        <>
          <MembershipDetails
            membership={membership}
            actions={
              (membership.status === 'approved' || membership.status === 'suspended') && (
                <LeaveCompanyButton membership={membership} companyName={membership.company?.name ?? ''} />
              )
            }
          />
          <MemberDocumentsCard membership={membership} />
        </>
      ) : (
        <Alert severity="info">{t('noOwnMembership')}</Alert>
      )}
    </>
  );
}
