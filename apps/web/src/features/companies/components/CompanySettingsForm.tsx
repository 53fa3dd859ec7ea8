import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Company, CompanyHomeAirport } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { SaveDiscardButtons } from '../../../components/SaveDiscardButtons';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { toast } from '../../../lib/toast';
import { AirportField } from '../../fleet';
import { updateCompany } from '../api/companies';
import { homeAirportQuery } from '../api/homeAirport';
import { type CompanySettingsValues, SETTINGS_FIELDS, settingsPayload, settingsValues } from '../lib/settingsForm';
import { AccountingSettingsSection } from './AccountingSettingsSection';
import { CodeField } from './CodeField';
import { SettingsSection } from './SettingsSection';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const CURRENCIES = Intl.supportedValuesOf('currency');

/** An admin changes the company's details, home airfield, the hours its calendar shows and its accounting rules; a 422 shows on its field. */
export function CompanySettingsForm({ company, home }: { company: Company; home: CompanyHomeAirport | null }) {
  const { t, i18n } = useTranslation('companies');
  const queryClient = useQueryClient();
  const form = useForm<CompanySettingsValues>({
    defaultValues: settingsValues(company, home?.source === 'setting' ? home.airport : null),
  });
  const { control, reset } = form;
  const currencyName = new Intl.DisplayNames(i18n.language, { type: 'currency' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateCompany(company.id, settingsPayload(values));
      await queryClient.invalidateQueries(homeAirportQuery(company.id));
      reset(values);
      toast.success(t('settings.saved', { name: saved.name }));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, SETTINGS_FIELDS)) toastApiError(error);
    }
  });
  const field = (name: 'street' | 'postal_code' | 'city' | 'phone', type = 'text') => (
    <FormTextField name={name} control={control} label={t(`settings.fields.${name}`)} type={type} />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('settings.title')} sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('settings.club')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name="name" control={control} label={t('fields.name')} required />
        </Box>
        {field('street')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '8rem 1fr' }}>
          {field('postal_code')}
          {field('city')}
        </Box>
      </SettingsSection>
      <SettingsSection title={t('settings.contact')}>
        <FormTextField name="email" control={control} label={t('fields.email')} type="email" />
        {field('phone', 'tel')}
        <FormTextField name="website" control={control} label={t('settings.fields.website')} type="url" />
      </SettingsSection>
      <SettingsSection title={t('settings.zoneAndMoney')}>
        <CodeField name="timezone" control={control} label={t('settings.fields.timezone')} codes={TIME_ZONES} />
        <CodeField
          name="currency"
          control={control}
          label={t('settings.fields.currency')}
          codes={CURRENCIES}
          describe={(code) => currencyName.of(code) ?? code}
        />
      </SettingsSection>
      <SettingsSection title={t('settings.flying')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AirportField name="home_airport" control={control} label={t('settings.fields.home_airport')} />
          {home?.source === 'fleet' && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('settings.homeFromFleet', { ident: home.airport.ident, name: home.airport.name })}
            </Typography>
          )}
        </Box>
        <FormTextField
          name="settings.booking.operating_hours.from"
          control={control}
          label={t('settings.fields.opens')}
          type="time"
          required
        />
        <FormTextField
          name="settings.booking.operating_hours.to"
          control={control}
          label={t('settings.fields.closes')}
          type="time"
          required
          helperText={t('settings.hoursHelp')}
        />
      </SettingsSection>
      <AccountingSettingsSection control={control} currency={company.currency} />
      <SaveDiscardButtons form={form} saveLabel={t('settings.save')} discardLabel={t('settings.discard')} />
    </Box>
  );
}
