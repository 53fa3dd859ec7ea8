import { AIRPLANE_STATUSES } from '@portal/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { i18n } from '../../../lib/i18n';
import { rules } from '../../../lib/validation/rules';
import type { AirplaneFormValues } from '../lib/airplaneForm';
import { FieldGroup, Half } from './FieldGroup';

const needsReason = (value: string, values: AirplaneFormValues) =>
  values.status !== 'grounded' || Boolean(value.trim()) || i18n.t('fleet:server.reasonRequired');

/** The status set by hand, with the reason that grounding needs. */
export function AirplaneStatusFields({ control }: { control: Control<AirplaneFormValues> }) {
  const { t } = useTranslation('fleet');
  return (
    <FieldGroup title={t('form.groups.status')}>
      <Half>
        <FormSelectField
          name="status"
          control={control}
          label={t('fields.status')}
          options={AIRPLANE_STATUSES}
          optionLabel={(status) => t(`statuses.${status}`)}
        />
      </Half>
      <Half>
        <FormTextField
          name="status_reason"
          control={control}
          label={t('fields.status_reason')}
          rules={[rules.max(500)]}
          matches={needsReason}
          helperText={t('form.reasonHelp')}
        />
      </Half>
    </FieldGroup>
  );
}
