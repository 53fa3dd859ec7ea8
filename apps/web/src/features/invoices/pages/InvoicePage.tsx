import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { StatTile } from '../../../components/StatTile';
import { toastApiError } from '../../../lib/api/handleError';
import { formatDate } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCompanyPermissions, useCompanyZone } from '../../companies';
import { RecordPaymentDialog } from '../../payments';
import { cancelInvoice, deleteDraft, invoiceQuery, issueInvoice, sendInvoice } from '../api/invoices';
import { InvoiceDownloads } from '../components/InvoiceDownloads';
import { InvoiceLines } from '../components/InvoiceLines';
import { InvoiceStatusChip } from '../components/InvoiceStatusChip';

/**
 * One invoice for accounting: its lines and totals; a draft is issued or deleted, an issued one sent and
 * cancelled, each offered as the company's `permissions` allow.
 */
export default function InvoicePage() {
  const { t } = useTranslation('invoices');
  const params = useParams();
  const navigate = useNavigate();
  const invoice = useQuery(invoiceQuery(Number(params.invoiceId)));
  const { can } = useCompanyPermissions(Number(params.company_id));
  const zone = useCompanyZone(Number(params.company_id));
  const keeps = can('keep_invoices');
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const [paying, setPaying] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [sending, setSending] = useState(false);
  if (invoice.isPending) return <PageLoader />;
  if (!invoice.data) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const data = invoice.data;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const issue = async () => {
    setIssuing(true);
    try {
      const issued = await issueInvoice(data.id);
      toast.success(t('detail.issuedToast', { number: issued.number }));
    } catch (error) {
      toastApiError(error);
    } finally {
      setIssuing(false);
    }
  };
  const send = async () => {
    setSending(true);
    try {
      const sent = await sendInvoice(data.id);
      toast.success(t('detail.sentToast', { number: sent.number }));
    } catch (error) {
      toastApiError(error);
    } finally {
      setSending(false);
    }
  };
  const payable =
    can('record_payments') &&
    data.kind === 'invoice' &&
    data.membership_id !== null &&
    !data.collection_pending &&
    (data.status === 'issued' || data.status === 'partially_paid');
  const cancellable =
    keeps && data.kind === 'invoice' && (data.status === 'issued' || data.status === 'partially_paid' || data.status === 'paid');
  return (
    <>
      <PageHeader
        title={
          data.number
            ? t(data.kind === 'cancellation' ? 'detail.cancellationTitle' : 'detail.title', { number: data.number })
            : t('detail.draftTitle')
        }
        subtitle={data.recipient.name}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {keeps && data.status === 'draft' && (
              <>
                <Button variant="contained" onClick={issue} disabled={issuing}>
                  {t('detail.issue')}
                </Button>
                <Button color="error" onClick={() => setConfirm('delete')}>
                  {t('detail.delete')}
                </Button>
              </>
            )}
            {payable && (
              <Button variant="contained" onClick={() => setPaying(true)}>
                {t('detail.recordPayment')}
              </Button>
            )}
            {keeps && data.status !== 'draft' && (
              <Button onClick={send} disabled={sending}>
                {t(data.sent_at ? 'detail.sendAgain' : 'detail.send')}
              </Button>
            )}
            {cancellable && !data.cancelled_by_invoice_id && (
              <Button color="error" onClick={() => setConfirm('cancel')}>
                {t('detail.cancel')}
              </Button>
            )}
          </Stack>
        }
      />
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <InvoiceStatusChip invoice={data} />
          {data.cancels_invoice_id && (
            <Link to={`../${data.cancels_invoice_id}`} relative="path">
              {t('detail.cancelsLink')}
            </Link>
          )}
          {data.cancelled_by_invoice_id && (
            <Link to={`../${data.cancelled_by_invoice_id}`} relative="path">
              {t('detail.cancelledByLink')}
            </Link>
          )}
          {data.sent_at && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('detail.sentAt', { date: formatDate(data.sent_at, zone) })}
            </Typography>
          )}
        </Box>
        <InvoiceDownloads invoiceId={data.id} issued={data.status !== 'draft'} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <StatTile label={t('fields.gross')} value={money(data.total_gross)} />
          <StatTile label={t('fields.paid')} value={money(data.paid_amount)} />
          <StatTile label={t('fields.date')} value={formatDate(data.issued_at, zone) || '–'} />
          <StatTile label={t('fields.due')} value={formatDate(data.due_at) || '–'} />
        </Box>
        {(data.period_from || data.note) && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[
              data.period_from && data.period_to
                ? t('detail.period', { from: formatDate(data.period_from), to: formatDate(data.period_to) })
                : '',
              data.note ?? '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
        <SectionCard title={t('detail.lines')}>
          <InvoiceLines invoice={data} />
        </SectionCard>
      </Stack>
      {paying && data.membership_id !== null && (
        <RecordPaymentDialog
          membershipId={data.membership_id}
          currency={data.currency}
          invoiceIds={[data.id]}
          amount={data.total_gross - data.paid_amount}
          onClose={() => setPaying(false)}
        />
      )}
      {confirm === 'cancel' && (
        <ConfirmDialog
          title={t('detail.cancelTitle', { number: data.number })}
          text={t('detail.cancelText')}
          confirmLabel={t('detail.cancel')}
          onConfirm={async () => {
            const cancellation = await cancelInvoice(data.id);
            toast.success(t('detail.cancelledToast', { number: cancellation.number }));
          }}
          onClose={() => setConfirm(null)}
        />
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t('detail.deleteTitle')}
          text={t('detail.deleteText')}
          confirmLabel={t('detail.delete')}
          onConfirm={async () => {
            await deleteDraft(data.id);
            navigate('..', { relative: 'path' });
          }}
          onClose={() => setConfirm(null)}
        />
      )}
    </>
  );
}
