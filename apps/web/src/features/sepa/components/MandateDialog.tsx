import type { SepaMandate } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dayFromInput, FormDateField } from '../../../components/FormDateField';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { isoToTyped } from '../../../lib/dates/typedDay';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { saveMandate } from '../api/mandate';

interface MandateValues {
  reference: string;
  signed_on: string;
  account_holder: string;
  iban: string;
  bic: string;
}

/** Enters or changes a member's mandate; a new reference replaces the old mandate. */
export function MandateDialog({
  membershipId,
  mandate,
  onClose,
}: {
  membershipId: number;
  mandate: SepaMandate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sepa');
  const form = useForm<MandateValues>({
    defaultValues: {
      reference: mandate?.reference ?? '',
      signed_on: isoToTyped(mandate?.signed_on),
      account_holder: mandate?.account_holder ?? '',
      iban: mandate?.iban ?? '',
      bic: mandate?.bic ?? '',
    },
  });
  const { control } = form;
  const save = async (values: MandateValues) => {
    await saveMandate(membershipId, { ...values, signed_on: dayFromInput(values.signed_on) ?? '', bic: values.bic || null });
    toast.success(t('mandate.saved'));
  };
  return (
    <FormDialog title={t('mandate.edit')} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField name="reference" control={control} label={t('mandate.reference')} required rules={[rules.required]} />
      <FormDateField name="signed_on" control={control} label={t('mandate.signedOn')} required />
      <FormTextField
        name="account_holder"
        control={control}
        label={t('mandate.accountHolder')}
        required
        rules={[rules.required]}
      />
      <FormTextField name="iban" control={control} label={t('mandate.iban')} required rules={[rules.required]} />
      <FormTextField name="bic" control={control} label={t('mandate.bic')} />
    </FormDialog>
  );
}
