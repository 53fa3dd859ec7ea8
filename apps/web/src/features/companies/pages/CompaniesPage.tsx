import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { InvitationsCard } from '../../memberships';
import { companiesQuery } from '../api/companies';
import { CompanyCard } from '../components/CompanyCard';
import { CompanyDirectory } from '../components/CompanyDirectory';

/** The user's companies (every company for a super-admin), filtered as you type, and the directory to find one to join. */
export default function CompaniesPage() {
  const { t } = useTranslation('companies');
  const { data: companies = [], isPending, isError } = useQuery(companiesQuery);
  const [filter, setFilter] = useState('');
  const shown = companies.filter((company) => company.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <>
      <PageHeader
        actions={
          <Button component={Link} to="/companies/create" variant="contained" startIcon={<IconPlus size={18} aria-hidden />}>
            {t('create')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {isPending && <PageLoader />}
        {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
        <InvitationsCard />
        {!isPending && !isError && companies.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
        {companies.length > 1 && (
          <TextField
            label={t('filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ maxWidth: 400 }}
          />
        )}
        {companies.length > 0 && shown.length === 0 && <Alert severity="info">{t('noMatch')}</Alert>}
        {shown.length > 0 && (
          <Grid container spacing={2}>
            {shown.map((company) => (
              <Grid key={company.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <CompanyCard company={company} />
              </Grid>
            ))}
          </Grid>
        )}
        <CompanyDirectory />
      </Stack>
    </>
  );
}
