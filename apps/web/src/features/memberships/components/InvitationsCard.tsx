import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Membership } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toastApiError } from '../../../lib/api/handleError';
import { toast } from '../../../lib/toast';
import { answerInvitation } from '../api/invitations';
import { useMyMemberships } from '../api/myMemberships';

function Invitation({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const company = membership.company?.name ?? '';
  const accept = async () => {
    setBusy(true);
    try {
      await answerInvitation(membership.id, 'accept');
      toast.success(t('invitations.accepted', { company }));
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography sx={{ flex: 1 }}>
        <strong>{company}</strong>
        <br />
        {t('invitations.roles', { roles: membership.roles.map((role) => t(`roles.${role}`)).join(', ') })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={accept} disabled={busy}>
          {t('invitations.accept')}
        </Button>
        <Button color="error" onClick={() => setDeclining(true)} disabled={busy}>
          {t('invitations.decline')}
        </Button>
      </Stack>
      {declining && (
        <ConfirmDialog
          title={t('invitations.declineTitle', { company })}
          text={t('invitations.declineText')}
          confirmLabel={t('invitations.decline')}
          onConfirm={() => answerInvitation(membership.id, 'decline')}
          onClose={() => setDeclining(false)}
        />
      )}
    </Stack>
  );
}

/** Invitations waiting for the user's answer; nothing when there are none. */
export function InvitationsCard() {
  const { t } = useTranslation('memberships');
  const { memberships } = useMyMemberships();
  const open = memberships.filter((membership) => membership.status === 'invited');
  if (open.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="invitations-title" sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="invitations-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('invitations.title', { count: open.length })}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {open.map((membership) => (
            <Invitation key={membership.id} membership={membership} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
