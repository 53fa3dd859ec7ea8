import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/StatusPage';

/** Where a 503 leads; trying again reloads the app. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('maintenance.title')}
      text={t('maintenance.text')}
      action={{ label: t('maintenance.retry'), onClick: () => window.location.assign('/') }}
    />
  );
}
