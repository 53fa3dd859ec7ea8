import Button from '@mui/material/Button';
import type { Membership } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { approveMembership } from '../api/companyMemberships';

/** Approves a pending request; the member is told by the server (notification and mail). */
export function ApproveButton({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const approve = useMutation({
    mutationFn: () => approveMembership(membership.id),
    onSuccess: () => toast.success(t('approved', { name: membership.name })),
  });
  return (
    <Button
      size="small"
      variant="contained"
      onClick={() => approve.mutate()}
      disabled={approve.isPending}
      aria-label={`${t('approve')}: ${membership.name}`}
    >
      {t('approve')}
    </Button>
  );
}
