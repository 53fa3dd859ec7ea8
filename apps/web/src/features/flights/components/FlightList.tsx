import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Flight } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { PendingWrites } from '../../../components/offline/PendingWrites';
import { PageLoader } from '../../../components/PageLoader';
import { companyFlightsQuery } from '../api/flights';
import { flightColumns } from '../lib/columns';
import type { useFlightFilters } from '../lib/useFlightFilters';
import { FlightCards } from './FlightCards';
import { FlightFormDialog } from './FlightFormDialog';
import { FlightTable } from './FlightTable';

interface Props {
  companyId: number;
  zone: string;
  state: ReturnType<typeof useFlightFilters>;
  /** Column keys of the table (see lib/columns). */
  columns: string[];
  label: string;
  empty: ReactNode;
  /** Accounting: opens a flight's charges. */
  onCharges?: (flight: Flight) => void;
  /** The company's currency, for the charges column. */
  currency?: string;
}

/** A page of a company's flights: table (cards on a phone), pages, and an admin's correction dialog. */
export function FlightList({ companyId, zone, state, columns, label, empty, onCharges, currency }: Props) {
  const { t } = useTranslation('flights');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const { filters, page, setPage, highlight } = state;
  const { data, isPending, isError, isFetching } = useQuery(companyFlightsQuery(companyId, filters, page));
  const [editing, setEditing] = useState<Flight | null>(null);
  const all = useMemo(() => flightColumns(zone, t, currency), [zone, t, currency]);
  const flights = data?.data ?? [];
  const meta = data?.meta;
  return (
    <>
      <PendingWrites scope={`company:${companyId}`} />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending && <LinearProgress aria-label={t('loading')} />}</Box>
      {isPending && <PageLoader />}
      {isError && <Alert severity="warning">{t('listFailed')}</Alert>}
      {data && flights.length === 0 && <Alert severity="info">{empty}</Alert>}
      {flights.length > 0 &&
        (wide ? (
          <FlightTable
            flights={flights}
            columns={columns.flatMap((key) => all[key] ?? [])}
            label={label}
            highlight={highlight}
            onEdit={setEditing}
            onCharges={onCharges}
          />
        ) : (
          <FlightCards
            flights={flights}
            columns={all}
            label={label}
            showAirplane={columns.includes('airplane')}
            showCharges={columns.includes('charges')}
            highlight={highlight}
            onEdit={setEditing}
            onCharges={onCharges}
          />
        ))}
      {meta && (
        <ListPagination
          meta={meta}
          summary={t('pageInfo', { count: meta.total, page: meta.current_page, pages: meta.last_page })}
          onPage={setPage}
          compact={!wide}
        />
      )}
      {editing && (
        <FlightFormDialog companyId={companyId} zone={zone} subject={{ flight: editing }} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
