import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { PhoneField } from '../../../components/PhoneField';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { LANGUAGE_NAMES } from '../../../lib/i18n/changeLanguage';
import { toast } from '../../../lib/toast';
import { fieldRules } from '../../../lib/validation/fields';
import { rules } from '../../../lib/validation/rules';
import { useUser } from '../../auth/api/user';
import { updateProfile } from '../api/account';

type Values = { name: string; email: string; locale: Locale; phone: string };

/** Name, email, preferred language and phone (PUT /api/user/profile-information). */
export function ProfileTab() {
  const { t } = useTranslation('account');
  const user = useUser();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    values: { name: user?.name ?? '', email: user?.email ?? '', locale: user?.locale ?? 'de', phone: user?.phone ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await updateProfile({ ...values, phone: values.phone || null });
      toast.success(t('saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError)) toastApiError(error);
    }
  });
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField name="name" control={control} label={t('fields.name')} autoComplete="name" rules={fieldRules.name} />
        <FormTextField
          name="email"
          control={control}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          rules={fieldRules.email}
        />
        <FormSelectField name="locale" control={control} label={t('fields.locale')}>
          {LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </MenuItem>
          ))}
        </FormSelectField>
        <Controller
          name="phone"
          control={control}
          rules={{ validate: (value) => rules.max(40)(value) }}
          render={({ field: phone, fieldState }) => (
            <PhoneField
              label={t('fields.phone')}
              value={phone.value}
              onChange={phone.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </CardContent>
    </Card>
  );
}
