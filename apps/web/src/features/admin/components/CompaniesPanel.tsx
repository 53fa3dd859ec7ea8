import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { CompanyCard } from '../../companies';
import { adminCompaniesQuery } from '../api/admin';

/** Every company, a page at a time (a super-admin's GET /api/companies lists all). */
export function CompaniesPanel() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data: result, isError } = useQuery(adminCompaniesQuery(page));
  if (isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = result?.data ?? [];
  return (
    <>
      <Grid container spacing={2}>
        {data.map((company) => (
          <Grid key={company.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <CompanyCard company={company} />
          </Grid>
        ))}
      </Grid>
      {result && <ListPagination meta={result.meta} onPage={setPage} />}
    </>
  );
}
