import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useUser } from '../api/user';
import { ResendVerificationButton } from './ResendVerificationButton';

/** Until the address is verified, joining a company or accepting an invitation is refused: say so, offer a new link. */
export function VerifyEmailNotice() {
  const { t } = useTranslation('auth');
  const user = useUser();
  if (!user || user.email_verified_at) return null;
  return (
    <Alert
      severity="info"
      square
      role="status"
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={<ResendVerificationButton color="inherit" variant="outlined" size="small" />}
    >
      {t('verify.notice', { email: user.email })}
    </Alert>
  );
}
