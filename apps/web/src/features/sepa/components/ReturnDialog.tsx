import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { formatMoney, parseMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { recordReturn } from '../api/collections';

interface Props {
  collectionId: number;
  invoiceId: number;
  invoiceNumber: string;
  debtorName: string;
  amount: number;
  currency: string;
  onClose: () => void;
}

interface ReturnValues {
  fee: string;
}

/** Records that the bank returned one debit (Rücklastschrift): the invoice opens again, an optional bank fee is charged to the member. */
export function ReturnDialog({ collectionId, invoiceId, invoiceNumber, debtorName, amount, currency, onClose }: Props) {
  const { t } = useTranslation('sepa');
  const form = useForm<ReturnValues>({ defaultValues: { fee: '' } });
  const save = async (values: ReturnValues) => {
    const fee = values.fee.trim() ? parseMoney(values.fee, currency) : null;
    await recordReturn(collectionId, { invoice_id: invoiceId, fee });
    toast.success(t('collections.return.recorded', { number: invoiceNumber }));
  };
  const feeFormat = (value: unknown) => {
    const text = String(value ?? '').trim();
    return !text || (parseMoney(text, currency) ?? 0) > 0 || t('collections.return.feeFormat');
  };
  return (
    <FormDialog
      title={t('collections.return.title', { number: invoiceNumber })}
      form={form}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('collections.return.submit')}
    >
      <Typography variant="body2">
        {t('collections.return.text', { name: debtorName, amount: formatMoney(amount, currency) })}
      </Typography>
      <FormTextField
        name="fee"
        control={form.control}
        label={t('collections.return.fee')}
        inputMode="decimal"
        rules={[feeFormat]}
        helperText={t('collections.return.feeHelp')}
        endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
      />
    </FormDialog>
  );
}
