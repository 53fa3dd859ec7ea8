import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companiesQuery } from '../../companies/api/companies';
import { CompanyCard } from '../../companies/components/CompanyCard';

/** Every company (a super-admin's GET /api/companies returns all). */
export function CompaniesPanel() {
  const { t } = useTranslation('admin');
  const { data = [], isError } = useQuery(companiesQuery);
  if (isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <Grid container spacing={2}>
      {data.map((company) => (
        <Grid key={company.id} size={{ xs: 12, md: 6, xl: 4 }}>
          <CompanyCard company={company} />
        </Grid>
      ))}
    </Grid>
  );
}
