import Button from '@mui/material/Button';
import type { Membership } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { removeMembership } from '../api/companyMemberships';

/** A member ends their own membership, after asking; the company's last admin is refused by the server. */
export function LeaveCompanyButton({ membership, companyName }: { membership: Membership; companyName: string }) {
  const { t } = useTranslation('memberships');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const leave = async () => {
    await removeMembership(membership.id);
    toast.success(t('leave.done', { company: companyName }));
    navigate('/companies');
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {t('leave.action')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('leave.title', { company: companyName })}
          text={t('leave.text')}
          confirmLabel={t('leave.action')}
          onConfirm={leave}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
