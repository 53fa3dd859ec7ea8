import Button from '@mui/material/Button';
import type { Membership } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { removeMembership, updateMembership } from '../api/companyMemberships';

type Asking = 'suspend' | 'remove' | null;

/**
 * An admin suspends a member (who keeps the membership but cannot act in the company), lifts the
 * suspension, or removes the membership (it ends as left). Each ending step asks first.
 */
export function EndMembershipActions({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const [asking, setAsking] = useState<Asking>(null);
  const { name } = membership;
  if (membership.status !== 'approved' && membership.status !== 'suspended') return null;
  const suspend = async () => {
    await updateMembership(membership.id, { status: 'suspended' });
    toast.success(t('suspend.done', { name }));
  };
  const unsuspend = async () => {
    await updateMembership(membership.id, { status: 'approved' });
    toast.success(t('unsuspend.done', { name }));
  };
  const remove = async () => {
    await removeMembership(membership.id);
    toast.success(t('remove.done', { name }));
  };
  return (
    <>
      {membership.status === 'approved' ? (
        <Button size="small" color="warning" variant="outlined" onClick={() => setAsking('suspend')}>
          {t('suspend.action')}
        </Button>
      ) : (
        <Button size="small" variant="outlined" onClick={() => void unsuspend()}>
          {t('unsuspend.action')}
        </Button>
      )}
      <Button size="small" color="error" variant="outlined" onClick={() => setAsking('remove')}>
        {t('remove.action')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t(`${asking}.title`, { name })}
          text={t(`${asking}.text`)}
          confirmLabel={t(`${asking}.action`)}
          onConfirm={asking === 'suspend' ? suspend : remove}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
