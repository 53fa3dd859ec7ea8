import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingWrites } from '../../../components/offline/PendingWrites';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import { logbookTotalsQuery } from '../api/totals';
import { AttentionAlerts } from '../components/AttentionAlerts';
import { CurrencyPanel } from '../components/CurrencyPanel';
import { EntriesSection } from '../components/EntriesSection';
import { EntryDialog } from '../components/EntryDialog';
import { ExportMenu } from '../components/ExportMenu';
import { ImportDialog } from '../components/ImportDialog';
import { TotalsPanel } from '../components/TotalsPanel';

const TABS = ['entries', 'totals', 'validity'] as const;
type TabName = (typeof TABS)[number];

/** /apps/logbook, 'Dein Flugbuch': entries in the FCL.050 columns, totals, currency and validity, import and export. */
export default function LogbookPage() {
  const { t } = useTranslation('logbook');
  const [params, update] = useSearchParamsUpdate();
  const tab: TabName = TABS.find((name) => name === params.get('tab')) ?? 'entries';
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const totals = useQuery(logbookTotalsQuery);
  const showTab = (next: TabName) => update({ tab: next === 'entries' ? undefined : next });
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setDialog('add')}>
              {t('entry.add')}
            </Button>
            <Button variant="outlined" startIcon={<IconFileImport size={18} aria-hidden />} onClick={() => setDialog('import')}>
              {t('import.title')}
            </Button>
            <ExportMenu range={range} />
          </Box>
        }
      />
      {totals.data && <AttentionAlerts currency={totals.data.currency} />}
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => showTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`logbook-tab-${name}`} aria-controls="logbook-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="logbook-panel" aria-labelledby={`logbook-tab-${tab}`}>
        {tab === 'entries' && <PendingWrites scope="logbook" />}
        {tab === 'entries' && <EntriesSection onAdd={() => setDialog('add')} />}
        {tab !== 'entries' && totals.isPending && <PageLoader />}
        {tab !== 'entries' && totals.isError && <Alert severity="warning">{t('totalsFailed')}</Alert>}
        {tab === 'totals' && totals.data && <TotalsPanel totals={totals.data} />}
        {tab === 'validity' && totals.data && <CurrencyPanel currency={totals.data.currency} />}
      </Box>
      {dialog === 'add' && <EntryDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
    </>
  );
}
