import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { FormTextField } from '../../../components/FormTextField';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { toast } from '../../../lib/toast';
import { fieldRules, repeatsPassword } from '../../../lib/validation/fields';
import { resetPassword } from '../api/account';

/** Reached from the mail's link: /password/reset?token=…&email=… */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { control, handleSubmit, setError, formState } = useForm({
    defaultValues: { password: '', password_confirmation: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await resetPassword({ token, email, ...values });
      toast.success(result?.message || t('reset.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (!applyServerErrors(error, setError)) toastApiError(error);
    }
  });
  return (
    <AuthCard title={t('reset.title')} intro={email ? t('reset.intro', { email }) : undefined}>
      {!token || !email ? (
        <Alert severity="error">{t('reset.invalidLink')}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormTextField
            name="password"
            control={control}
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
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
            {t('reset.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
        {t('backToLogin')}
      </Link>
    </AuthCard>
  );
}
