import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api/errors';
import { RecordFlightButton } from '../../flights';
import { companyQuery } from '../api/companies';
import { NotMemberNotice } from '../components/NotMemberNotice';

/** A company's page: its details and the user's roles there; who is not (yet) a member learns where they stand. */
export default function CompanyPage() {
  // The role chips are named in memberships: load it with the page, not only after the members page was visited.
  const { t } = useTranslation(['companies', 'memberships']);
  const companyId = Number(useParams().company_id);
  const { data: company, isPending, error } = useQuery({ ...companyQuery(companyId), meta: { silent: true } });
  if (isPending) return <PageLoader />;
  if (isApiError(error) && error.status === 403) return <NotMemberNotice companyId={companyId} />;
  if (!company) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const address = [company.street, [company.postal_code, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const roles = company.membership?.status === 'approved' ? company.membership.roles : [];
  return (
    <>
      <PageHeader title={company.name} subtitle={t(`kinds.${company.kind}`)} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
          {address && <Typography>{address}</Typography>}
          {company.email && <Typography>{company.email}</Typography>}
          {company.phone && <Typography>{company.phone}</Typography>}
          {company.website && /^https?:\/\//i.test(company.website) && (
            <Button href={company.website} target="_blank" rel="noopener" sx={{ ml: -1 }}>
              {t('website')}
            </Button>
          )}
          {roles.length > 0 && (
            <>
              <Typography variant="h2" sx={{ fontSize: '1rem', mt: 1 }}>
                {t('yourRoles')}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {roles.map((role) => (
                  <Chip key={role} label={t(`memberships:roles.${role}`)} color="primary" variant="outlined" />
                ))}
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button component={Link} to="my-membership" variant="outlined">
                  {t('toMyMembership')}
                </Button>
                <RecordFlightButton companyId={company.id} zone={company.timezone} />
              </Stack>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
