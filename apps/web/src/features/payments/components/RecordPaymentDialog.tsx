import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { PAYMENT_METHODS } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { formatMoney, moneyInput, parseMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { recordPayment } from '../api/payments';

/** What accounting types: direct debits are booked by confirming a collection run, not here. */
const METHODS = PAYMENT_METHODS.filter((method) => method !== 'direct_debit');
type Method = (typeof METHODS)[number];

interface Props {
  membershipId: number;
  currency: string;
  /** The invoices it settles, oldest first as far as it reaches; the rest stays as credit. */
  invoiceIds?: number[];
  /** Proposed amount, e.g. what is open on the invoices. */
  amount?: number;
  onClose: () => void;
}

interface PaymentValues {
  amount: string;
  method: Method;
  paid_at: string;
  reference: string;
}

/** Records a transfer, cash or card payment of a member, against some invoices or as credit. */
export function RecordPaymentDialog({ membershipId, currency, invoiceIds = [], amount, onClose }: Props) {
  const { t } = useTranslation('payments');
  const form = useForm<PaymentValues>({
    defaultValues: { amount: amount ? moneyInput(amount, currency) : '', method: 'transfer', paid_at: '', reference: '' },
  });
  const { control } = form;
  const save = async (values: PaymentValues) => {
    const minor = parseMoney(values.amount, currency) ?? 0;
    await recordPayment(membershipId, {
      amount: minor,
      method: values.method,
      invoice_ids: invoiceIds,
      paid_at: dayFromInput(values.paid_at) ?? '',
      reference: values.reference.trim() || null,
    });
    toast.success(t('record.recorded', { amount: formatMoney(minor, currency) }));
  };
  const moneyFormat = (value: unknown) => (parseMoney(String(value ?? ''), currency) ?? 0) > 0 || t('record.amountFormat');
  return (
    <FormDialog title={t('record.title')} form={form} onSubmit={save} onClose={onClose} submitLabel={t('record.submit')}>
      <FormTextField
        name="amount"
        control={control}
        label={t('record.amount')}
        required
        inputMode="decimal"
        rules={[rules.required, moneyFormat]}
        endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
      />
      <FormSelectField name="method" control={control} label={t('record.method')} required rules={[rules.required]}>
        {METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {t(`methods.${method}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormDateField name="paid_at" control={control} label={t('record.paidAt')} required />
      <FormTextField name="reference" control={control} label={t('record.reference')} />
    </FormDialog>
  );
}
