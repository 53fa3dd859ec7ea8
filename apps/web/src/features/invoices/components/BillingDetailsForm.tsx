import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CompanyBilling } from '@portal/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { PageLoader } from '../../../components/PageLoader';
import { SaveDiscardButtons } from '../../../components/SaveDiscardButtons';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { billingQuery, saveBilling } from '../api/invoices';

const TEXTS = ['tax_number', 'vat_id', 'account_holder', 'iban', 'bic', 'creditor_id', 'number_pattern'] as const;
const DAYS = ['payment_terms_days', 'first_reminder_days', 'second_reminder_days'] as const;
type Values = Record<(typeof TEXTS)[number] | (typeof DAYS)[number], string>;
const FIELDS = [...TEXTS, ...DAYS];
/** The fields whose format needs a word of help. */
const HELP: readonly string[] = ['creditor_id', 'number_pattern'];

const valuesOf = (billing: CompanyBilling): Values => ({
  tax_number: billing.tax_number ?? '',
  vat_id: billing.vat_id ?? '',
  account_holder: billing.account_holder ?? '',
  iban: billing.iban ?? '',
  bic: billing.bic ?? '',
  creditor_id: billing.creditor_id ?? '',
  number_pattern: billing.number_pattern,
  payment_terms_days: String(billing.payment_terms_days),
  first_reminder_days: billing.first_reminder_days === null ? '' : String(billing.first_reminder_days),
  second_reminder_days: billing.second_reminder_days === null ? '' : String(billing.second_reminder_days),
});

const days = (value: string) => (value.trim() ? Number(value) : null);
function Form({ companyId, billing }: { companyId: number; billing: CompanyBilling }) {
  const { t } = useTranslation('invoices');
  const form = useForm<Values>({ defaultValues: valuesOf(billing) });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveBilling(companyId, {
        tax_number: values.tax_number,
        vat_id: values.vat_id,
        account_holder: values.account_holder,
        iban: values.iban.trim() || null,
        bic: values.bic.trim() || null,
        creditor_id: values.creditor_id.trim() || null,
        number_pattern: values.number_pattern,
        payment_terms_days: days(values.payment_terms_days) ?? 14,
        first_reminder_days: days(values.first_reminder_days),
        second_reminder_days: days(values.second_reminder_days),
        reminder_fee_id: billing.reminder_fee_id,
      });
      form.reset(valuesOf(saved));
      toast.success(t('billing.saved'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) toastApiError(error);
    }
  });
  const text = (name: (typeof TEXTS)[number]) => (
    <FormTextField
      name={name}
      control={control}
      label={t(`billing.fields.${name}`)}
      helperText={HELP.includes(name) ? t(`billing.help.${name}`) : undefined}
    />
  );
  const number = (name: (typeof DAYS)[number]) => (
    <FormTextField
      name={name}
      control={control}
      label={t(`billing.fields.${name}`)}
      inputMode="numeric"
      rules={[rules.integer]}
    />
  );
  return (
    <Card component="section" aria-label={t('billing.title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Typography variant="h2" sx={{ fontSize: '1.0625rem', gridColumn: '1 / -1' }}>
            {t('billing.title')}
          </Typography>
          {text('tax_number')}
          {text('vat_id')}
          {text('account_holder')}
          {text('iban')}
          {text('bic')}
          {text('creditor_id')}
          {text('number_pattern')}
          {number('payment_terms_days')}
          {number('first_reminder_days')}
          {number('second_reminder_days')}
          <SaveDiscardButtons
            form={form}
            saveLabel={t('billing.save')}
            discardLabel={t('billing.discard')}
            sx={{ gridColumn: '1 / -1' }}
          />
        </CardContent>
      </Box>
    </Card>
  );
}

/** The company's billing details for its settings page: what invoices need, the bank account, numbering, terms and reminders. */
export function BillingDetailsForm({ companyId }: { companyId: number }) {
  const billing = useQuery(billingQuery(companyId));
  if (!billing.data) return <PageLoader />;
  return <Form companyId={companyId} billing={billing.data} />;
}
