import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { FormTextField } from '../../../components/FormTextField';
import { toastApiError } from '../../../lib/api/handleError';
import { applyServerErrors } from '../../../lib/forms/serverErrors';
import { fieldRules } from '../../../lib/validation/fields';
import { requestPasswordReset } from '../api/account';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { email: '' } });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      if (!applyServerErrors(error, setError)) toastApiError(error);
    }
  });
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {sent ? (
        <Alert severity="success">{t('forgot.sent')}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormTextField
            name="email"
            control={control}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
            rules={fieldRules.email}
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
        {t('backToLogin')}
      </Link>
    </AuthCard>
  );
}
