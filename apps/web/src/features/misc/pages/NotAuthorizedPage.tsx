import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPage } from '../../../components/StatusPage';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      code="403"
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      action={{ label: t('errorPage.backHome'), onClick: () => navigate('/') }}
    />
  );
}
