import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InvoiceRunResult } from '@portal/contracts/invoices';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { toastApiError } from '../../../lib/api/handleError';
import { isoToTyped } from '../../../lib/dates/typedDay';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { issueInvoices, runInvoices } from '../api/invoices';

interface PeriodValues {
  from: string;
  to: string;
}

/** Last month, the period a month end bills. */
function lastMonth(today = new Date()) {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The month end: a period, then the preview of one collective invoice per member with its totals,
 * then all of them written and issued in one go.
 */
export function InvoiceRunDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const period = lastMonth();
  const form = useForm<PeriodValues>({ defaultValues: { from: isoToTyped(period.from), to: isoToTyped(period.to) } });
  const [preview, setPreview] = useState<(InvoiceRunResult & { from: string; to: string }) | null>(null);
  const [issuing, setIssuing] = useState(false);
  const showPreview = submitHandler(form, async (values) => {
    const from = dayFromInput(values.from) as string;
    const to = dayFromInput(values.to) as string;
    setPreview({ ...(await runInvoices(companyId, { period_from: from, period_to: to, dry_run: true })), from, to });
  });
  const issueAll = async () => {
    if (!preview) return;
    setIssuing(true);
    try {
      const written = await runInvoices(companyId, { period_from: preview.from, period_to: preview.to, dry_run: false });
      const ids = written.drafts.flatMap((draft) => (draft.invoice_id ? [draft.invoice_id] : []));
      const issued = ids.length ? await issueInvoices(companyId, ids) : [];
      toast.success(t('run.issued', { count: issued.length }));
      onClose();
    } catch (error) {
      toastApiError(error);
    } finally {
      setIssuing(false);
    }
  };
  const money = (minor: number) => formatMoney(minor, preview?.currency ?? 'EUR');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('run.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('run.help')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={showPreview}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <FormDateField name="from" control={form.control} label={t('run.from')} required />
          <FormDateField name="to" control={form.control} label={t('run.to')} required />
          <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting} sx={{ mt: 1 }}>
            {t('run.preview')}
          </Button>
        </Box>
        {preview && preview.drafts.length === 0 && <Alert severity="info">{t('run.nothing')}</Alert>}
        {preview && preview.drafts.length > 0 && (
          <Table size="small" aria-label={t('run.previewLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.member')}</TableCell>
                <TableCell align="right">{t('fields.lines')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('fields.vat')}
                </TableCell>
                <TableCell align="right">{t('fields.gross')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.drafts.map((draft) => (
                <TableRow key={draft.membership_id}>
                  <TableCell>{draft.name}</TableCell>
                  <TableCell align="right">{draft.line_count}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {money(draft.total_vat)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(draft.total_gross)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>{t('run.total', { count: preview.drafts.length })}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(preview.total_gross)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" onClick={issueAll} disabled={!preview?.drafts.length || issuing}>
          {t('run.issueAll', { count: preview?.drafts.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
