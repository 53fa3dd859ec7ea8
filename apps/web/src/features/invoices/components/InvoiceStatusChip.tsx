import Chip from '@mui/material/Chip';
import type { Invoice } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS = {
  draft: 'default',
  issued: 'info',
  partially_paid: 'warning',
  paid: 'success',
  cancelled: 'default',
} as const;

/** An invoice's state as a chip: overdue shows over the payment state; a cancellation says so. */
export function InvoiceStatusChip({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue' | 'kind'> }) {
  const { t } = useTranslation('invoices');
  if (invoice.overdue) return <Chip size="small" color="error" label={t('status.overdue')} />;
  if (invoice.kind === 'cancellation') return <Chip size="small" variant="outlined" label={t('status.cancellation')} />;
  return <Chip size="small" color={COLORS[invoice.status]} label={t(`status.${invoice.status}`)} />;
}
