import InputAdornment from '@mui/material/InputAdornment';
import { type Company, LOW_BALANCE_POLICIES, PACKAGE_REMAINDERS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { rules } from '../../../lib/validation/rules';
import { accountingRules } from '../lib/accountingSettingsForm';
import { accountingSection } from '../lib/settingsForm';
import { SettingsSectionForm } from './SettingsSectionForm';

/** Flight time is billed by the minute or by the tenth of an hour (the form holds the minutes as text). */
const ROUNDINGS = ['1', '6'] as const;

/**
 * "Abrechnung": the low-balance rule (the balance check before a booking), how flight time is rounded, expired
 * package remainders and the fuel refund.
 */
export function AccountingSettingsSection({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const { currency } = company;
  const money = <InputAdornment position="end">{currency}</InputAdornment>;
  return (
    <SettingsSectionForm company={company} title={t('settings.accounting.title')} model={accountingSection}>
      {(control) => (
        <>
          <FormSelectField
            name="settings.accounting.low_balance_policy"
            control={control}
            label={t('settings.accounting.policy')}
            helperText={t('settings.accounting.policyHelp')}
            required
            options={LOW_BALANCE_POLICIES}
            optionLabel={(policy) => t(`settings.accounting.policies.${policy}`)}
          />
          <FormTextField
            name="settings.accounting.low_balance_threshold"
            control={control}
            label={t('settings.accounting.threshold')}
            inputMode="decimal"
            required
            rules={[rules.required, accountingRules.threshold(currency)]}
            endAdornment={money}
            helperText={t('settings.accounting.thresholdHelp')}
          />
          <FormSelectField
            name="settings.accounting.rounding_minutes"
            control={control}
            label={t('settings.accounting.rounding')}
            required
            options={ROUNDINGS}
            optionLabel={(minutes) => t(`settings.accounting.roundings.${minutes}`)}
          />
          <FormSelectField
            name="settings.accounting.package_remainder"
            control={control}
            label={t('settings.accounting.remainder')}
            required
            options={PACKAGE_REMAINDERS}
            optionLabel={(remainder) => t(`settings.accounting.remainders.${remainder}`)}
          />
          <FormTextField
            name="settings.accounting.fuel_refund_price"
            control={control}
            label={t('settings.accounting.fuelPrice')}
            inputMode="decimal"
            required
            rules={[rules.required, accountingRules.price(currency)]}
            endAdornment={<InputAdornment position="end">{t('settings.accounting.perLitre', { currency })}</InputAdornment>}
            helperText={t('settings.accounting.fuelPriceHelp')}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
