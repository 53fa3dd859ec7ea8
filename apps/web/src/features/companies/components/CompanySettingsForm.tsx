import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BOOKING_LICENCE_CHECKS, type Company, type CompanyHomeAirport, ROLES } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { rules } from '../../../lib/validation/rules';
import { AirportField } from '../../fleet';
import { homeAirportQuery } from '../api/homeAirport';
import {
  bookingRulesSection,
  homeAirportSection,
  mailSection,
  profileSection,
  roleDefaultsSection,
  zoneSection,
} from '../lib/settingsForm';
import { AccountingSettingsSection } from './AccountingSettingsSection';
import { CodeField } from './CodeField';
import { LogoSection } from './LogoSection';
import { SettingsSectionForm } from './SettingsSectionForm';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const CURRENCIES = Intl.supportedValuesOf('currency');
const full = { gridColumn: '1 / -1' };

/** The club's details and rules, each section saved on its own (and audited by the server); a 422 shows on its field. */
export function CompanySettingsForm({ company, home }: { company: Company; home: CompanyHomeAirport | null }) {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const currencyName = new Intl.DisplayNames(i18n.language, { type: 'currency' });
  const section = (key: string) => t(`settings.${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSectionForm company={company} title={section('club')} model={profileSection}>
        {(control) => (
          <>
            <Box sx={full}>
              <FormTextField name="name" control={control} label={t('fields.name')} required />
            </Box>
            <FormTextField name="street" control={control} label={t('settings.fields.street')} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '8rem 1fr' }}>
              <FormTextField name="postal_code" control={control} label={t('settings.fields.postal_code')} />
              <FormTextField name="city" control={control} label={t('settings.fields.city')} />
            </Box>
            <FormTextField name="email" control={control} label={t('fields.email')} type="email" />
            <FormTextField name="phone" control={control} label={t('settings.fields.phone')} type="tel" />
            <FormTextField name="website" control={control} label={t('settings.fields.website')} type="url" />
          </>
        )}
      </SettingsSectionForm>
      <LogoSection company={company} />
      <SettingsSectionForm company={company} title={section('zoneAndMoney')} model={zoneSection}>
        {(control) => (
          <>
            <CodeField name="timezone" control={control} label={t('settings.fields.timezone')} codes={TIME_ZONES} />
            <CodeField
              name="currency"
              control={control}
              label={t('settings.fields.currency')}
              codes={CURRENCIES}
              describe={(code) => currencyName.of(code) ?? code}
            />
          </>
        )}
      </SettingsSectionForm>
      <SettingsSectionForm
        company={company}
        title={section('homeAirport')}
        model={homeAirportSection(home?.source === 'setting' ? home.airport : null)}
        onSaved={() => queryClient.invalidateQueries(homeAirportQuery(company.id))}
      >
        {(control) => (
          <Box sx={full}>
            <AirportField name="home_airport" control={control} label={t('settings.fields.home_airport')} />
            {home?.source === 'fleet' && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {t('settings.homeFromFleet', { ident: home.airport.ident, name: home.airport.name })}
              </Typography>
            )}
          </Box>
        )}
      </SettingsSectionForm>
      <SettingsSectionForm company={company} title={section('booking.title')} model={bookingRulesSection}>
        {(control) => (
          <>
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
            <FormTextField
              name="settings.booking.max_duration_hours"
              control={control}
              label={t('settings.booking.maxDuration')}
              inputMode="numeric"
              required
              rules={[rules.required, rules.numeric]}
            />
            <FormTextField
              name="settings.booking.max_days_ahead"
              control={control}
              label={t('settings.booking.maxDaysAhead')}
              inputMode="numeric"
              required
              rules={[rules.required, rules.numeric]}
            />
            <FormTextField
              name="settings.booking.cancellation_deadline_hours"
              control={control}
              label={t('settings.booking.cancellationDeadline')}
              inputMode="numeric"
              required
              rules={[rules.required, rules.numeric]}
              helperText={t('settings.booking.cancellationHelp')}
            />
            <FormSelectField
              name="settings.booking.licence_check"
              control={control}
              label={t('settings.booking.licenceCheck')}
              required
              options={BOOKING_LICENCE_CHECKS}
              optionLabel={(check) => t(`settings.booking.licenceChecks.${check}`)}
              helperText={t('settings.booking.licenceCheckHelp')}
            />
            <FormSelectField
              name="settings.booking.show_pilot_names"
              control={control}
              label={t('settings.booking.pilotNames')}
              required
              options={['yes', 'no'] as const}
              optionLabel={(shown) => t(`settings.booking.pilotNamesShown.${shown}`)}
            />
          </>
        )}
      </SettingsSectionForm>
      <AccountingSettingsSection company={company} />
      <SettingsSectionForm company={company} title={section('roles.title')} model={roleDefaultsSection}>
        {(control) => (
          <FormSelectField
            name="settings.memberships.default_role"
            control={control}
            label={t('settings.roles.defaultRole')}
            required
            options={ROLES}
            optionLabel={(role) => t(`common:roles.${role}`)}
            helperText={t('settings.roles.defaultRoleHelp')}
          />
        )}
      </SettingsSectionForm>
      <SettingsSectionForm company={company} title={section('mail.title')} model={mailSection}>
        {(control) => (
          <Box sx={full}>
            <FormTextField
              name="settings.mail.footer"
              control={control}
              label={t('settings.mail.footer')}
              multiline
              minRows={3}
              rules={[rules.max(500)]}
              helperText={t('settings.mail.footerHelp')}
            />
          </Box>
        )}
      </SettingsSectionForm>
    </Box>
  );
}
