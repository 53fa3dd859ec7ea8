import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { PageLoader } from '../../../components/PageLoader';
import { companyMembershipsPageQuery, type MembershipFilters as Filters } from '../api/companyMemberships';
import { MembershipFilters } from './MembershipFilters';
import { MembershipTable } from './MembershipTable';

/** A company's memberships, a page at a time, with search and filters; `fixed` filters always apply (e.g. role student). */
export function MembershipList({ companyId, fixed = {} }: { companyId: number; fixed?: Filters }) {
  const { t } = useTranslation('memberships');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(filters);
  const { data: result, isPending, isError } = useQuery(companyMembershipsPageQuery(companyId, { ...deferred, ...fixed }, page));
  const data = result?.data ?? [];
  const filter = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <Card>
      <CardContent>
        <MembershipFilters value={filters} onChange={filter} showRole={!fixed.role} />
        {isPending && <PageLoader />}
        {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
        {!isPending && !isError && data.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
        {data.length > 0 && <MembershipTable memberships={data} />}
        {result && <ListPagination meta={result.meta} onPage={setPage} />}
      </CardContent>
    </Card>
  );
}
