import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useMyMemberships } from '../../memberships';

/** A company page for someone without an approved membership there: their request is open, or how to ask. */
export function NotMemberNotice({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const own = useMyMemberships().memberships.find((membership) => membership.company_id === companyId);
  const name = own?.company?.name;
  return (
    <>
      <PageHeader title={name} />
      <Stack spacing={2} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
        <Alert severity={own?.status === 'pending' ? 'info' : 'warning'}>
          {t(own?.status === 'pending' ? 'requestOpen' : 'notMember')}
        </Alert>
        <Button component={Link} to="/companies" variant="outlined">
          {t('toCompanies')}
        </Button>
      </Stack>
    </>
  );
}
