import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { MANUAL_KINDS } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { postTransaction } from '../api/companyAccounts';
import { amountRule, emptyTransaction, type TransactionFormValues, transactionPayload } from '../lib/transactionForm';

interface Props {
  membershipId: number;
  name: string;
  currency: string;
  onClose: () => void;
}

/** "Buchung erfassen": a charge, credit or payment with its text on a member's account (accounting). */
export function PostTransactionDialog({ membershipId, name, currency, onClose }: Props) {
  const { t } = useTranslation('accounts');
  const form = useForm<TransactionFormValues>({ defaultValues: emptyTransaction });
  const { control } = form;
  const save = async (values: TransactionFormValues) => {
    const line = await postTransaction(membershipId, transactionPayload(values, currency));
    toast.success(t('post.saved', { amount: formatMoney(line.amount, currency), name }));
  };
  return (
    <FormDialog title={t('post.title', { name })} form={form} onSubmit={save} onClose={onClose} submitLabel={t('post.submit')}>
      <FormSelectField
        name="kind"
        control={control}
        label={t('post.kind')}
        required
        options={MANUAL_KINDS}
        optionLabel={(kind) => t(`post.kinds.${kind}`)}
      />
      <FormTextField
        name="amount"
        control={control}
        label={t('post.amount')}
        required
        inputMode="decimal"
        rules={[rules.required, amountRule(currency)]}
        endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
        helperText={t('post.amountHelp')}
      />
      <FormTextField
        name="description"
        control={control}
        label={t('post.description')}
        required
        rules={[rules.required, rules.max(500)]}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('post.help')}
      </Typography>
    </FormDialog>
  );
}
