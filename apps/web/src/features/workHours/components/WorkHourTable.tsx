import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WorkHour } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toastApiError } from '../../../lib/api/handleError';
import { formatDay } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { changeWorkHours, deleteWorkHours } from '../api/workHours';
import { hours } from '../lib';

const colors = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** Work hours as rows: who (for reviewers), what, when, how long, the state; approve, reject or delete as allowed. */
export function WorkHourTable({ rows, showName }: { rows: WorkHour[]; showName: boolean }) {
  const { t } = useTranslation('workHours');
  const [deleting, setDeleting] = useState<WorkHour | null>(null);
  const review = async (row: WorkHour, status: 'approved' | 'rejected') => {
    try {
      await changeWorkHours(row.id, { status });
      toast.success(t(status === 'approved' ? 'approvedToast' : 'rejectedToast', { name: row.name }));
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label={t('listLabel')}>
        <Table size="small" aria-label={t('listLabel')}>
          <TableHead>
            <TableRow>
              {showName && <TableCell>{t('fields.member')}</TableCell>}
              <TableCell>{t('fields.what')}</TableCell>
              <TableCell>{t('fields.worked_on')}</TableCell>
              <TableCell align="right">{t('fields.hours')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell>
                <Box
                  component="span"
                  sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                >
                  {t('actionsLabel')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {showName && <TableCell>{row.name}</TableCell>}
                <TableCell>{row.event?.title ?? row.task}</TableCell>
                <TableCell>{formatDay(row.worked_on)}</TableCell>
                <TableCell align="right">{hours(row.minutes)}</TableCell>
                <TableCell>
                  <Chip size="small" color={colors[row.status]} label={t(`statuses.${row.status}`)} />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                    {row.permissions.review && row.status !== 'approved' && (
                      <Button size="small" variant="contained" onClick={() => review(row, 'approved')}>
                        {t('approve')}
                      </Button>
                    )}
                    {row.permissions.review && row.status === 'pending' && (
                      <Button size="small" variant="outlined" color="error" onClick={() => review(row, 'rejected')}>
                        {t('reject')}
                      </Button>
                    )}
                    {!row.permissions.review && row.permissions.delete && (
                      <Button size="small" color="error" onClick={() => setDeleting(row)}>
                        {t('delete')}
                      </Button>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText')}
          confirmLabel={t('delete')}
          onConfirm={() => deleteWorkHours(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
