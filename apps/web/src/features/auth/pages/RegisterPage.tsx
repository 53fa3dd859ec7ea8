import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { EmailField } from '../../../components/EmailField';
import { FormTextField } from '../../../components/FormTextField';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { currentLanguage } from '../../../lib/i18n';
import { redirectTarget } from '../../../lib/redirectTarget';
import { fieldRules } from '../../../lib/validation/fields';
import { register } from '../api/account';

type Values = { name: string; email: string; password: string; password_confirmation: string };

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<Values>({
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const { control, formState } = form;
  const submit = submitHandler(form, async (values) => {
    await register({ ...values, locale: currentLanguage() });
    navigate(redirectTarget(search), { replace: true });
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
        <EmailField control={control} label={t('fields.email')} />
        <NewPasswordFields control={control} passwordLabel={t('fields.password')} />
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
