import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useCompanyPermissions } from '../../companies';
import { studentsPageQuery } from '../api/students';
import { MembershipTable } from '../components/MembershipTable';

/** The company's students: an admin sees all of them, an instructor the ones they have flown or are booked with. */
export default function StudentsPage() {
  const { t } = useTranslation('memberships');
  const companyId = Number(useParams().company_id);
  const admin = useCompanyPermissions(companyId).can('see_all_students');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search);
  const { data: result, isPending, isError } = useQuery(studentsPageQuery(companyId, deferred, page));
  const data = result?.data ?? [];
  return (
    <>
      <PageHeader subtitle={t(admin ? 'studentsIntro.admin' : 'studentsIntro.instructor')} />
      <Card>
        <CardContent>
          <TextField
            label={t('search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ mb: 2 }}
          />
          {isPending && <PageLoader />}
          {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
          {!isPending && !isError && data.length === 0 && (
            <Alert severity="info">{t(admin || search ? 'empty' : 'studentsIntro.none')}</Alert>
          )}
          {data.length > 0 && <MembershipTable memberships={data} />}
          {result && <ListPagination meta={result.meta} onPage={setPage} />}
        </CardContent>
      </Card>
    </>
  );
}
