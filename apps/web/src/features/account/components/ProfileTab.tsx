import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { LOCALES, type Locale } from '@portal/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/EmailField';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { PhoneField } from '../../../components/PhoneField';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { currentLanguage } from '../../../lib/i18n';
import { changeLanguage, LANGUAGE_NAMES } from '../../../lib/i18n/changeLanguage';
import { toast } from '../../../lib/toast';
import { fieldRules } from '../../../lib/validation/fields';
import { rules } from '../../../lib/validation/rules';
import { useUser } from '../../auth';
import { updateProfile } from '../api/profile';

type Values = { name: string; email: string; locale: Locale; phone: string; current_password: string };

/**
 * Name, email, preferred language (the page switches to it) and phone (PUT /api/user/profile-information).
 * A new email needs the current password, and the new address is verified again.
 */
export function ProfileTab() {
  const { t, i18n } = useTranslation('account');
  const user = useUser();
  const form = useForm<Values>({
    values: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      locale: user?.locale ?? 'de',
      phone: user?.phone ?? '',
      current_password: '',
    },
  });
  const { control, formState } = form;
  const emailChanges = form.watch('email').trim().toLowerCase() !== (user?.email ?? '').toLowerCase();
  const submit = submitHandler(form, async ({ current_password, ...values }) => {
    await updateProfile({ ...values, phone: values.phone || null, ...(emailChanges ? { current_password } : {}) });
    if (values.locale !== currentLanguage()) await changeLanguage(values.locale);
    // `t` keeps the language the form was rendered in; the toast speaks the one just chosen.
    toast.success(i18n.t('account:saved'));
  });
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField name="name" control={control} label={t('fields.name')} autoComplete="name" rules={fieldRules.name} />
        <EmailField control={control} label={t('fields.email')} />
        {emailChanges && (
          <FormTextField
            name="current_password"
            control={control}
            label={t('fields.currentPassword')}
            helperText={t('emailChangeHint')}
            type="password"
            autoComplete="current-password"
            rules={fieldRules.anyPassword}
          />
        )}
        <FormSelectField
          name="locale"
          control={control}
          label={t('fields.locale')}
          options={LOCALES}
          optionLabel={(locale) => LANGUAGE_NAMES[locale]}
        />
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
