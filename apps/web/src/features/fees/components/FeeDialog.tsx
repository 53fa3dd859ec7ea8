import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { FEE_KINDS, type Fee, TAX_SPHERES } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { createFee, updateFee } from '../api/fees';
import { type FeeFormValues, feeFormValues, feePayload, feeRules, untilAfterFrom } from '../lib/feeForm';

interface Props {
  companyId: number;
  currency: string;
  fee?: Fee;
  onClose: () => void;
}

/** Creates or changes a fee: amount typed as money in the company's currency, VAT in percent, optional validity. */
export function FeeDialog({ companyId, currency, fee, onClose }: Props) {
  const { t } = useTranslation('fees');
  const form = useForm<FeeFormValues>({ defaultValues: feeFormValues(fee, currency) });
  const { control } = form;
  const save = async (values: FeeFormValues) => {
    const body = feePayload(values, currency);
    await (fee ? updateFee(fee.id, body) : createFee(companyId, body));
    toast.success(t(fee ? 'saved' : 'created', { title: body.title }));
  };
  return (
    <FormDialog title={t(fee ? 'editTitle' : 'createTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField name="title" control={control} label={t('fields.title')} required rules={[rules.required, rules.max(255)]} />
      <FormTextField
        name="ident"
        control={control}
        label={t('fields.ident')}
        required
        rules={[rules.required, rules.max(30)]}
        helperText={t('form.identHelp')}
        autoComplete="off"
      />
      <FormSelectField
        name="kind"
        control={control}
        label={t('fields.kind')}
        required
        options={FEE_KINDS}
        optionLabel={(kind) => t(`kinds.${kind}`)}
      />
      <FormTextField
        name="amount"
        control={control}
        label={t('fields.amount')}
        required
        inputMode="decimal"
        rules={[rules.required, feeRules.money(currency)]}
        endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
        helperText={t('form.amountHelp')}
      />
      <FormTextField
        name="vat_rate"
        control={control}
        label={t('fields.vat_rate')}
        inputMode="decimal"
        rules={[rules.required, feeRules.percent]}
        endAdornment={<InputAdornment position="end">%</InputAdornment>}
        required
      />
      <FormTextField
        name="revenue_account"
        control={control}
        label={t('fields.revenue_account')}
        inputMode="numeric"
        rules={[rules.required, feeRules.account]}
        helperText={t('form.accountHelp')}
        required
      />
      <FormSelectField
        name="tax_sphere"
        control={control}
        label={t('fields.tax_sphere')}
        options={TAX_SPHERES}
        optionLabel={(sphere) => t(`taxSpheres.${sphere}`)}
      >
        <MenuItem value="">{t('taxSpheres.none')}</MenuItem>
      </FormSelectField>
      <FormDateField name="valid_from" control={control} label={t('fields.valid_from')} />
      <FormDateField
        name="valid_until"
        control={control}
        label={t('fields.valid_until')}
        matches={untilAfterFrom}
        helperText={t('form.validityHelp')}
      />
    </FormDialog>
  );
}
