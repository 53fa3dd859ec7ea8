import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useUser } from '../../auth';
import { updateProfile } from '../api/profile';

/** Whether notifications also arrive by email. */
export function NotificationsTab() {
  const { t } = useTranslation('account');
  const user = useUser();
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: () => toast.success(t('saved')),
  });
  const checked = Boolean(save.isPending ? save.variables?.notify_by_email : user?.notify_by_email);
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('notificationsIntro')}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={save.isPending}
              onChange={(event) =>
                user && save.mutate({ name: user.name, email: user.email, notify_by_email: event.target.checked })
              }
            />
          }
          label={t('notifyByEmail')}
        />
      </CardContent>
    </Card>
  );
}
