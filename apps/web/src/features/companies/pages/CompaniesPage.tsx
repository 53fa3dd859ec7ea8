import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companiesQuery } from '../api/companies';
import { CompanyCard } from '../components/CompanyCard';

/** The user's companies (every company for a super-admin), filtered as you type. */
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
      <TextField
        label={t('filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 2, maxWidth: 400 }}
      />
      {isPending && <PageLoader />}
      {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
      {!isPending && !isError && shown.length === 0 && <Alert severity="info">{t(companies.length ? 'noMatch' : 'empty')}</Alert>}
      <Grid container spacing={2}>
        {shown.map((company) => (
          <Grid key={company.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <CompanyCard company={company} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
