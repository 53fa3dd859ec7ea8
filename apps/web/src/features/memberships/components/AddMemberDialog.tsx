import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/EmailField';
import { FormTextField } from '../../../components/FormTextField';
import { submitHandler } from '../../../lib/forms/submitHandler';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { addMember } from '../api/companyMemberships';

const EMPTY = { email: '', name: '', member_number: '' };

/** An admin invites a person by email and name; the person accepts the invitation (after signing up when new). */
export function AddMemberDialog({ companyId, open, onClose }: { companyId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('memberships');
  const form = useForm({ defaultValues: EMPTY });
  const { control, formState, reset } = form;
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const submit = submitHandler(form, async ({ email, name, member_number }) => {
    const membership = await addMember(companyId, {
      email,
      name: name.trim(),
      member_number: member_number.trim() || undefined,
    });
    toast.success(t('add.done', { name: membership.name }));
    close();
  });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-member-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-member-title">{t('add.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('add.intro')}</Typography>
          <EmailField control={control} label={t('add.email')} autoFocus />
          <FormTextField
            name="name"
            control={control}
            label={t('add.name')}
            autoComplete="off"
            rules={[rules.required, rules.max(255)]}
          />
          <FormTextField name="member_number" control={control} label={t('number')} rules={[rules.max(50)]} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('add.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('add.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
