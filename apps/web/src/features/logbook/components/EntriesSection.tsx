import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LogbookEntry } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { PageLoader } from '../../../components/PageLoader';
import { logbookEntriesQuery } from '../api/entries';
import { useEntryFilters } from '../lib/useEntryFilters';
import { EntryCards } from './EntryCards';
import { EntryDialog } from './EntryDialog';
import { EntryFilters } from './EntryFilters';
import { EntryTable } from './EntryTable';
import { FlightEntryDialog } from './FlightEntryDialog';

/** The entries: filters, the FCL.050 table (cards on a phone), pages, and the entry dialogs. */
export function EntriesSection({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('logbook');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const filterState = useEntryFilters();
  const { filters, page, setPage, active } = filterState;
  const { data, isPending, isError, isFetching } = useQuery(logbookEntriesQuery(filters, page));
  const [open, setOpen] = useState<LogbookEntry | null>(null);
  const entries = data?.data ?? [];
  const meta = data?.meta;
  return (
    <>
      <EntryFilters {...filterState} />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending && <LinearProgress aria-label={t('loading')} />}</Box>
      {isPending && <PageLoader />}
      {isError && <Alert severity="warning">{t('entriesFailed')}</Alert>}
      {data && entries.length === 0 && (
        <Alert
          severity="info"
          action={
            active ? undefined : (
              <Button color="inherit" onClick={onAdd}>
                {t('entry.add')}
              </Button>
            )
          }
        >
          {t(active ? 'emptyFiltered' : 'empty')}
        </Alert>
      )}
      {entries.length > 0 &&
        (wide ? <EntryTable entries={entries} onOpen={setOpen} /> : <EntryCards entries={entries} onOpen={setOpen} />)}
      {meta && (
        <ListPagination
          meta={meta}
          summary={t('pageInfo', { count: meta.total, page: meta.current_page, pages: meta.last_page })}
          onPage={setPage}
          compact={!wide}
        />
      )}
      {open &&
        (open.permissions?.update ? (
          <EntryDialog entry={open} onClose={() => setOpen(null)} />
        ) : (
          <FlightEntryDialog entry={open} onClose={() => setOpen(null)} />
        ))}
    </>
  );
}
