import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Membership } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { updateMembership } from '../api/companyMemberships';

/** Declines a pending request, after asking (PATCH status rejected). */
export function RejectButton({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const [asking, setAsking] = useState(false);
  const reject = useMutation({
    mutationFn: () => updateMembership(membership.id, { status: 'rejected' }),
    onSuccess: () => toast.success(t('reject.done', { name: membership.name })),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)} aria-label={`${t('reject.action')}: ${membership.name}`}>
        {t('reject.action')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`reject-${membership.id}`}>
        <DialogTitle id={`reject-${membership.id}`}>{t('reject.title', { name: membership.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('reject.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('add.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => reject.mutate()} disabled={reject.isPending}>
            {t('reject.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
