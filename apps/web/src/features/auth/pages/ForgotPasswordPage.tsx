import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { MessageResponse } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { EmailField } from '../../../components/EmailField';
import { localText } from '../../../lib/api/messages';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { requestPasswordReset } from '../api/account';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [sent, setSent] = useState<MessageResponse | null>(null);
  const form = useForm({ defaultValues: { email: '' } });
  const { control, formState } = form;
  const submit = submitHandler(form, async ({ email }) => {
    setSent(await requestPasswordReset(email));
  });
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {sent ? (
        <Alert severity="success">{localText(sent)}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <EmailField control={control} label={t('fields.email')} autoFocus />
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
