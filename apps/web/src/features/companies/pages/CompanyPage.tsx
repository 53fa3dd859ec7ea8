import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useMembershipIn } from '../../memberships/api/myMemberships';
import { companyQuery } from '../api/companies';
import { JoinCompanyButton } from '../components/JoinCompanyButton';

/** A company's page: its details, the user's roles there, or a way to ask to join. */
export default function CompanyPage() {
  const { t } = useTranslation('companies');
  const companyId = Number(useParams().company_id);
  const { data: company, isPending, isError } = useQuery(companyQuery(companyId));
  const { membership } = useMembershipIn(companyId);
  if (isPending) return <PageLoader />;
  if (isError || !company) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const address = [company.street, [company.postal_code, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader title={company.name} subtitle={company.kind ? t(`kinds.${company.kind}`) : undefined} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {address && <Typography>{address}</Typography>}
          {company.email && <Typography>{company.email}</Typography>}
          {company.phone && <Typography>{company.phone}</Typography>}
          {membership ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} aria-label={t('yourRoles')}>
              {membership.roles.map((role) => (
                <Chip key={role} label={t(`memberships:roles.${role}`)} color="primary" variant="outlined" />
              ))}
            </Stack>
          ) : (
            <JoinCompanyButton companyId={companyId} />
          )}
          {company.website && (
            <Button href={company.website} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
              {t('website')}
            </Button>
          )}
        </CardContent>
      </Card>
    </>
  );
}
