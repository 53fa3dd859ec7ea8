import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { PageHeader } from '../../../components/PageHeader';
import { useCompanyPermissions } from '../../companies';
import { useMyMemberships } from '../../memberships';
import { workHoursQuery } from '../api/workHours';
import { WorkHourDialog } from '../components/WorkHourDialog';
import { WorkHourTable } from '../components/WorkHourTable';
import { YearReport } from '../components/YearReport';

type View = 'mine' | 'review' | 'report';

/** Arbeitsstunden: a member's own hours and the year against the quota; admins approve and see every member. */
export default function WorkHoursPage() {
  const { t } = useTranslation('workHours');
  const companyId = Number(useParams().company_id);
  const reviewer = useCompanyPermissions(companyId).can('review_work_hours');
  const own = useMyMemberships().memberships.find((m) => m.company_id === companyId && m.status === 'approved');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [view, setView] = useState<View>('mine');
  const [page, setPage] = useState(1);
  const [logging, setLogging] = useState(false);
  const filter =
    view === 'review'
      ? { year, status: 'pending' as const, page, own: false }
      : { year, page, own: true, membershipId: reviewer ? own?.id : undefined };
  const list = useQuery({ ...workHoursQuery(companyId, filter), enabled: view !== 'report' });
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('year')}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
            >
              {[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            {own && (
              <Button
                variant="contained"
                sx={{ whiteSpace: 'nowrap' }}
                startIcon={<IconPlus size={18} aria-hidden />}
                onClick={() => setLogging(true)}
              >
                {t('log')}
              </Button>
            )}
          </Box>
        }
      />
      <Tabs
        value={view}
        onChange={(_, value: View) => {
          setView(value);
          setPage(1);
        }}
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        <Tab value="mine" label={t('tabs.mine')} />
        {reviewer && <Tab value="review" label={t('tabs.review')} />}
        <Tab value="report" label={t('tabs.report')} />
      </Tabs>
      {view === 'report' ? (
        <YearReport companyId={companyId} year={year} reviewer={reviewer} />
      ) : (
        <ListSection
          title={view === 'review' ? t('reviewTitle') : t('mineTitle', { year })}
          status={list}
          failedText={t('failed')}
          isEmpty={list.isSuccess && rows.length === 0}
          emptyText={view === 'review' ? t('reviewEmpty') : t('mineEmpty')}
        >
          {rows.length > 0 && <WorkHourTable rows={rows} showName={view === 'review'} />}
          {list.data?.meta && <ListPagination meta={list.data.meta} onPage={setPage} />}
        </ListSection>
      )}
      {logging && <WorkHourDialog companyId={companyId} onClose={() => setLogging(false)} />}
    </>
  );
}
