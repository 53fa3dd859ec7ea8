import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

/** The member-mail composer's preview belongs here once member mail exists; until then the page says so. */
export default function NewsletterPage() {
  const { t } = useTranslation('playground');
  return (
    <>
      <PageHeader subtitle={t('newsletter.intro')} />
      <Alert severity="info">{t('newsletter.notYet')}</Alert>
    </>
  );
}
