import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { toastApiError } from '../../../lib/api/handleError';
import { unsubscribe } from '../api/mailings';

/** The page a member mail's unsubscribe link opens: one button, so a mail scanner following the link changes nothing. */
export default function UnsubscribePage() {
  const { t } = useTranslation('mailings');
  const [search] = useSearchParams();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const values = {
    company_id: Number(search.get('company')),
    user_id: Number(search.get('user')),
    signature: search.get('signature') ?? '',
  };
  const valid = values.company_id > 0 && values.user_id > 0 && values.signature !== '';
  const confirm = async () => {
    setBusy(true);
    try {
      await unsubscribe(values);
      setDone(true);
    } catch (error) {
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard title={t('unsubscribe.title')}>
      {!valid ? (
        <Alert severity="warning">{t('unsubscribe.invalid')}</Alert>
      ) : done ? (
        <Alert severity="success">{t('unsubscribe.done')}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('unsubscribe.text')}</Typography>
          <Button variant="contained" fullWidth disabled={busy} onClick={confirm}>
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
