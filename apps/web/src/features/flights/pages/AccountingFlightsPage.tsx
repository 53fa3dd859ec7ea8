import Alert from '@mui/material/Alert';
import type { Flight } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../../companies';
import { recordableAirplanesQuery } from '../api/airplanes';
import { FlightChargesDialog } from '../components/FlightChargesDialog';
import { FlightFilters } from '../components/FlightFilters';
import { FlightList } from '../components/FlightList';
import { RecordFlightButton } from '../components/RecordFlightButton';
import { useFlightFilters } from '../lib/useFlightFilters';

const COLUMNS = ['date', 'airplane', 'crew', 'route', 'type', 'payer', 'status', 'block', 'hobbs', 'landings', 'charges'];

/** Accounting's flights: each with who pays, its charge total and state; filters, the charges dialog, and the admin's corrections. */
export default function AccountingFlightsPage() {
  const { t } = useTranslation('flights');
  const companyId = Number(useParams().company_id);
  const company = useQuery(companyQuery(companyId));
  const airplanes = useQuery(recordableAirplanesQuery(companyId));
  const state = useFlightFilters({}, 'recorded');
  const [charging, setCharging] = useState<Flight | null>(null);
  if (company.isPending) return <PageLoader />;
  if (!company.data) return <Alert severity="warning">{t('accounting.failed')}</Alert>;
  const zone = company.data.timezone;
  return (
    <>
      <PageHeader
        subtitle={t('accounting.subtitle', { zone })}
        actions={<RecordFlightButton companyId={companyId} zone={zone} />}
      />
      <FlightFilters state={state} airplanes={airplanes.data} showStatus payerCompanyId={companyId} />
      <FlightList
        companyId={companyId}
        zone={zone}
        state={state}
        columns={COLUMNS}
        label={t('accounting.label')}
        empty={t(state.filters.status === 'recorded' ? 'accounting.emptyReady' : 'accounting.empty')}
        onCharges={setCharging}
        currency={company.data.currency}
      />
      {charging && <FlightChargesDialog flight={charging} onClose={() => setCharging(null)} />}
    </>
  );
}
