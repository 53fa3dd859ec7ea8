import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { companyMembershipsQuery, type MembershipFilters as Filters } from '../api/companyMemberships';
import { MembershipFilters } from './MembershipFilters';
import { MembershipTable } from './MembershipTable';

/** A company's memberships with search and filters; `fixed` filters always apply (e.g. role student). */
export function MembershipList({ companyId, fixed = {} }: { companyId: number; fixed?: Filters }) {
  const { t } = useTranslation('memberships');
  const [filters, setFilters] = useState<Filters>({});
  const deferred = useDeferredValue(filters);
  // The previous rows stay while a new search loads, so the table does not blink on every keystroke.
  const {
    data = [],
    isPending,
    isError,
  } = useQuery({
    ...companyMembershipsQuery(companyId, { ...deferred, ...fixed }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card>
      <CardContent>
        <MembershipFilters value={filters} onChange={setFilters} showRole={!fixed.role} />
        {isPending && <PageLoader />}
        {isError && <Alert severity="warning">{t('loadFailed')}</Alert>}
        {!isPending && !isError && data.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
        {data.length > 0 && <MembershipTable memberships={data} />}
      </CardContent>
    </Card>
  );
}
