import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { collectionsQuery } from '../api/collections';
import { CollectionRun } from './CollectionRun';
import { CreateCollectionDialog } from './CreateCollectionDialog';

interface Props {
  companyId: number;
  currency: string;
  /** The company's zone, in which a collection date must lie after today. */
  timeZone: string;
}

/** Accounting's SEPA direct debits: the runs, newest first and the newest opened, and a new run from the open invoices. */
export function CollectionsPanel({ companyId, currency, timeZone }: Props) {
  const { t } = useTranslation('sepa');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useQuery(collectionsQuery(companyId, page));
  const runs = list.data?.data ?? [];
  return (
    <ListSection
      title={t('collections.title')}
      add={{ label: t('collections.create.open'), onClick: () => setCreating(true) }}
      status={list}
      failedText={t('collections.loadFailed')}
      isEmpty={list.isSuccess && runs.length === 0}
      emptyText={t('collections.empty')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('collections.help')}
      </Typography>
      <Stack spacing={1}>
        {runs.map((run, index) => (
          <CollectionRun key={run.id} run={run} currency={currency} defaultExpanded={page === 1 && index === 0} />
        ))}
      </Stack>
      {list.data?.meta && <ListPagination meta={list.data.meta} onPage={setPage} compact />}
      {creating && (
        <CreateCollectionDialog
          companyId={companyId}
          currency={currency}
          timeZone={timeZone}
          onClose={() => setCreating(false)}
        />
      )}
    </ListSection>
  );
}
