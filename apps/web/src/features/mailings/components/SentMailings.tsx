import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Mailing } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { PageLoader } from '../../../components/PageLoader';
import { formatDateTime } from '../../../lib/i18n/format';
import { mailingsQuery, recipientsQuery } from '../api/mailings';

const colors = { queued: 'default', sent: 'success', failed: 'error', unsubscribed: 'warning' } as const;

function Recipients({ mailing, onClose }: { mailing: Mailing; onClose: () => void }) {
  const { t } = useTranslation('mailings');
  const query = useQuery(recipientsQuery(mailing.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="recipients-title">
      <DialogTitle id="recipients-title">{t('recipients.title', { subject: mailing.subject })}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <PageLoader />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('recipients.name')}</TableCell>
                <TableCell>{t('recipients.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(query.data ?? []).map((row) => (
                <TableRow key={row.membership_id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={colors[row.status]}
                      label={t(`statuses.${row.status}`)}
                      title={row.error ?? undefined}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('recipients.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The mailings sent, newest first, with how many went out, failed or were left out; each opens its recipients. */
export function SentMailings({ companyId, zone }: { companyId: number; zone: string }) {
  const { t } = useTranslation('mailings');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Mailing | null>(null);
  const query = useQuery(mailingsQuery(companyId, 'all', page));
  const rows = query.data?.data ?? [];
  return (
    <ListSection
      title={t('sentTitle')}
      status={query}
      failedText={t('failed')}
      isEmpty={query.isSuccess && rows.length === 0}
      emptyText={t('sentEmpty')}
    >
      {rows.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label={t('sentTitle')}>
          <Table size="small" aria-label={t('sentTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.subject')}</TableCell>
                <TableCell>{t('sentAt')}</TableCell>
                <TableCell>{t('delivery')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.subject}</TableCell>
                  <TableCell>{formatDateTime(row.sent_at, zone)}</TableCell>
                  <TableCell>
                    {t('counts', {
                      sent: row.counts?.sent ?? 0,
                      queued: row.counts?.queued ?? 0,
                      failed: row.counts?.failed ?? 0,
                      unsubscribed: row.counts?.unsubscribed ?? 0,
                    })}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setOpen(row)}>
                      {t('recipients.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {query.data?.meta && <ListPagination meta={query.data.meta} onPage={setPage} />}
      {open && <Recipients mailing={open} onClose={() => setOpen(null)} />}
    </ListSection>
  );
}
