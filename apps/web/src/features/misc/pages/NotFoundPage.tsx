import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPage } from '../../../components/StatusPage';

/** A path no route knows: 'Page Not Found'. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      code="404"
      title={t('errorPage.notFoundTitle')}
      text={t('errorPage.notFoundText')}
      action={{ label: t('errorPage.backHome'), onClick: () => navigate('/') }}
    />
  );
}
