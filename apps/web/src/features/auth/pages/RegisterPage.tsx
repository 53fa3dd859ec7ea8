import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../../app/guards/redirectTarget';
import { AuthCard } from '../../../components/AuthCard';
import { FormTextField } from '../../../components/FormTextField';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { currentLanguage } from '../../../lib/i18n';
import { fieldRules, repeatsPassword } from '../../../lib/validation/fields';
import { register } from '../api/account';

type Values = { name: string; email: string; password: string; password_confirmation: string };

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await register({ ...values, locale: currentLanguage() });
      navigate(redirectTarget(search), { replace: true });
    } catch (error) {
      if (!applyServerErrors(error, setError)) toastApiError(error);
    }
  });
  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField
          name="name"
          control={control}
          label={t('fields.name')}
          autoComplete="name"
          autoFocus
          rules={fieldRules.name}
        />
        <FormTextField
          name="email"
          control={control}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          rules={fieldRules.email}
        />
        <FormTextField
          name="password"
          control={control}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          rules={fieldRules.newPassword}
        />
        <FormTextField
          name="password_confirmation"
          control={control}
          label={t('fields.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          rules={fieldRules.anyPassword}
          matches={repeatsPassword}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={`/login${search}`}>
          {t('register.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
