import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { useUser } from '../../auth/api/user';
import { updateProfile } from '../api/account';

/** Whether notifications also arrive by email. */
export function NotificationsTab() {
  const { t } = useTranslation('account');
  const user = useUser();
  const toggle = async (checked: boolean) => {
    await updateProfile({ notify_by_email: checked });
    toast.success(t('saved'));
  };
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('notificationsIntro')}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(user?.notify_by_email)}
              onChange={(event) => void toggle(event.target.checked).catch(toastApiError)}
            />
          }
          label={t('notifyByEmail')}
        />
      </CardContent>
    </Card>
  );
}
