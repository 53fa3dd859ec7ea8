import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { privacyNoticeQuery } from '../api/privacyNotice';
import { LegalDocument } from '../components/LegalDocument';
import { MissingSettingsAlert } from '../components/MissingSettingsAlert';
import { privacySections } from '../components/privacySections';

/** The privacy notice (Art. 13 GDPR), filled in from the server's configuration. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const { data: notice, isError } = useQuery({ ...privacyNoticeQuery, meta: { silent: true } });
  if (isError) return <Alert severity="warning">{t('privacy.loadFailed')}</Alert>;
  if (!notice) return <PageLoader />;
  return <LegalDocument sections={privacySections(notice, t)} notice={<MissingSettingsAlert missing={notice.missing} />} />;
}
