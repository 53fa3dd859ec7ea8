import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { localText } from '../../../lib/api/messages';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/account';

/** Reached from the mail's link: /password/reset?token=…&email=… */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const form = useForm({
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { control, formState } = form;
  const submit = submitHandler(form, async (values) => {
    toast.success(localText(await resetPassword({ token, email, ...values })));
    navigate('/login', { replace: true });
  });
  return (
    <AuthCard title={t('reset.title')} intro={email ? t('reset.intro', { email }) : undefined}>
      {!token || !email ? (
        <Alert severity="error">{t('reset.invalidLink')}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <NewPasswordFields control={control} autoFocus />
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
