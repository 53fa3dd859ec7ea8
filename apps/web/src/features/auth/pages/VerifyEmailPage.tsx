import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { isApiError } from '../../../lib/api/errors';
import { useUser } from '../api/user';
import { verifyEmail } from '../api/verification';
import { ResendVerificationButton } from '../components/ResendVerificationButton';

/** Reached from the mail's link /email/verify/{id}/{hash}?expires=…&signature=…; works signed in or not. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { id = '', hash = '' } = useParams();
  const { search } = useLocation();
  const user = useUser();
  const verify = useMutation({ mutationFn: () => verifyEmail(id, hash, search), meta: { silent: true } });
  const { mutate } = verify;
  useEffect(() => mutate(), [mutate]);
  const failure = verify.isError && isApiError(verify.error) ? verify.error.message : t('verify.failed');
  return (
    <AuthCard title={t('verify.title')}>
      {verify.isPending && <CircularProgress aria-label={t('verify.checking')} sx={{ alignSelf: 'center' }} />}
      {verify.isSuccess && <Alert severity="success">{t('verify.done')}</Alert>}
      {verify.isError && (
        <>
          <Alert severity="error">{failure}</Alert>
          {user && !user.email_verified_at && <ResendVerificationButton variant="outlined" />}
        </>
      )}
      {!verify.isPending && (
        <Button component={RouterLink} to={user ? '/' : '/login'} variant="contained">
          {user ? t('verify.toDashboard') : t('verify.toLogin')}
        </Button>
      )}
    </AuthCard>
  );
}
