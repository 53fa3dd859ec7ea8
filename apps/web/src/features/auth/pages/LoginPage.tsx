import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { EmailField } from '../../../components/EmailField';
import { FormTextField } from '../../../components/FormTextField';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { redirectTarget } from '../../../lib/redirectTarget';
import { fieldRules } from '../../../lib/validation/fields';
import { login } from '../api/session';

type Values = { email: string; password: string; remember: boolean };

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<Values>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const { control, formState } = form;

  const submit = submitHandler(form, async (values) => {
    await login(values);
    navigate(redirectTarget(search), { replace: true });
  });

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <EmailField control={control} label={t('fields.email')} autoFocus />
        <FormTextField
          name="password"
          control={control}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          rules={fieldRules.anyPassword}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('login.remember')}
              />
            )}
          />
          <Link component={RouterLink} to="/password/forgot">
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={`/register${search}`}>
          {t('login.register')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
