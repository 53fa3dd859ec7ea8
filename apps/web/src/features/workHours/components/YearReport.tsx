import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../components/ListSection';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { setQuota, workHourReportQuery } from '../api/workHours';
import { hours, minutesFromHours } from '../lib';

/** The year's hours per member against the club's quota; reviewers set the quota here. */
export function YearReport({ companyId, year, reviewer }: { companyId: number; year: number; reviewer: boolean }) {
  const { t } = useTranslation('workHours');
  const query = useQuery(workHourReportQuery(companyId, year));
  const [quota, setQuotaText] = useState<string | null>(null);
  const rows = query.data?.data ?? [];
  const quotaMinutes = query.data?.meta.quota_minutes ?? 0;
  const saveQuota = async () => {
    const minutes = quota?.trim() === '0' ? 0 : minutesFromHours(quota ?? '');
    if (minutes === null) return toast.error(t('quotaInvalid'));
    try {
      await setQuota(companyId, minutes);
      setQuotaText(null);
      toast.success(t('quotaSaved'));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <ListSection
      title={t('report.title', { year })}
      status={query}
      failedText={t('failed')}
      isEmpty={query.isSuccess && rows.length === 0}
      emptyText={t('report.empty')}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {reviewer ? (
          <>
            <TextField
              size="small"
              label={t('report.quota')}
              value={quota ?? hours(quotaMinutes)}
              onChange={(event) => setQuotaText(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={t('report.quotaHelp')}
            />
            <Button variant="outlined" onClick={saveQuota} disabled={quota === null}>
              {t('report.saveQuota')}
            </Button>
          </>
        ) : (
          <Box>{t('report.quotaIs', { hours: hours(quotaMinutes) })}</Box>
        )}
      </Box>
      {rows.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label={t('report.title', { year })}>
          <Table size="small" aria-label={t('report.title', { year })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.member')}</TableCell>
                <TableCell align="right">{t('report.approved')}</TableCell>
                <TableCell align="right">{t('report.pending')}</TableCell>
                <TableCell align="right">{t('report.missing')}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{t('report.progress')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.membership_id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{hours(row.approved_minutes)}</TableCell>
                  <TableCell align="right">{hours(row.pending_minutes)}</TableCell>
                  <TableCell align="right">{hours(row.missing_minutes)}</TableCell>
                  <TableCell>
                    <LinearProgress
                      variant="determinate"
                      color={row.missing_minutes === 0 ? 'success' : 'primary'}
                      value={row.quota_minutes === 0 ? 100 : Math.min(100, (row.approved_minutes / row.quota_minutes) * 100)}
                      aria-label={t('report.progressOf', { name: row.name })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ListSection>
  );
}
