import Button, { type ButtonProps } from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { resendVerification } from '../api/verification';

/** Mails the verification link again (the API allows a few a minute). */
export function ResendVerificationButton(props: Pick<ButtonProps, 'variant' | 'color' | 'size'>) {
  const { t } = useTranslation('auth');
  const resend = useMutation({ mutationFn: resendVerification, onSuccess: () => toast.success(t('verify.sent')) });
  return (
    <Button {...props} onClick={() => resend.mutate()} disabled={resend.isPending}>
      {t('verify.resend')}
    </Button>
  );
}
