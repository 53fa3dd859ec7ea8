import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconSchool, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { companyQuery } from '../../companies';
import { AddMemberDialog } from '../components/AddMemberDialog';
import { MembershipList } from '../components/MembershipList';
import { PendingRequestsCard } from '../components/PendingRequestsCard';

/** The company admin's list of memberships, open requests first: search, filter by status and role, approve or reject, edit roles, add a person. */
export default function MembershipsPage() {
  const { t } = useTranslation('memberships');
  const companyId = Number(useParams().company_id);
  const [adding, setAdding] = useState(false);
  const company = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  return (
    <>
      <PageHeader
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {t('add.action')}
            </Button>
            <Button component={Link} to="students" variant="outlined" startIcon={<IconSchool size={18} aria-hidden />}>
              {t('toStudents')}
            </Button>
          </Stack>
        }
      />
      <PendingRequestsCard companyId={companyId} zone={company.data?.timezone} />
      <MembershipList companyId={companyId} />
      <AddMemberDialog companyId={companyId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
