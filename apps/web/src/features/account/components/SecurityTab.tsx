import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { localText } from '../../../lib/api/messages';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { fieldRules } from '../../../lib/validation/fields';
import { updatePassword } from '../api/account';
import { SessionsCard } from './SessionsCard';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change the password (PUT /api/user/password) and review signed-in devices. */
export function SecurityTab() {
  const { t } = useTranslation(['account', 'errors']);
  const form = useForm({ defaultValues: EMPTY });
  const { control, reset, formState } = form;
  const submit = submitHandler(form, async (values) => {
    const done = await updatePassword(values);
    reset(EMPTY);
    toast.success(localText(done));
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Card>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('changePassword')}
          </Typography>
          <FormTextField
            name="current_password"
            control={control}
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            rules={fieldRules.anyPassword}
          />
          <NewPasswordFields control={control} />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('changePassword')}
          </Button>
        </CardContent>
      </Card>
      <SessionsCard />
    </Stack>
  );
}
