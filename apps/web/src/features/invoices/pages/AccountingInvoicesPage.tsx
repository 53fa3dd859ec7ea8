import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { companyQuery } from '../../companies';
import { DatevExportCard } from '../../exports';
import { CollectionsPanel } from '../../sepa';
import { InvoiceList } from '../components/InvoiceList';
import { InvoiceRunDialog } from '../components/InvoiceRunDialog';

const TABS = ['invoices', 'collections', 'datev'] as const;
type TabName = (typeof TABS)[number];

/** Accounting's month end: the invoices and their run; direct debits and the DATEV export have tabs of their own. */
export default function AccountingInvoicesPage() {
  const { t } = useTranslation('invoices');
  const companyId = Number(useParams().company_id);
  const company = useQuery(companyQuery(companyId));
  const [tab, setTab] = useState<TabName>('invoices');
  const [running, setRunning] = useState(false);
  if (company.isPending) return <PageLoader />;
  if (!company.data) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  return (
    <>
      <PageHeader
        subtitle={t('subtitle', { company: company.data.name })}
        actions={
          <Button variant="contained" onClick={() => setRunning(true)}>
            {t('run.open')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="scrollable" sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`invoices-tab-${name}`}
            aria-controls={`invoices-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`invoices-panel-${tab}`} aria-labelledby={`invoices-tab-${tab}`}>
        {tab === 'invoices' && <InvoiceList companyId={companyId} currency={company.data.currency} />}
        {tab === 'collections' && (
          <CollectionsPanel companyId={companyId} currency={company.data.currency} timeZone={company.data.timezone} />
        )}
        {tab === 'datev' && <DatevExportCard companyId={companyId} />}
      </Box>
      {running && <InvoiceRunDialog companyId={companyId} onClose={() => setRunning(false)} />}
    </>
  );
}
