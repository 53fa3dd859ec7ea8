import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { MailingComposer } from '../../mailings';
import { useMyMemberships } from '../../memberships';

/** The member-mail composer of a company the user administers, with its preview; nothing is sent from here. */
export default function NewsletterPage() {
  const { t } = useTranslation('playground');
  const { memberships } = useMyMemberships();
  const company = memberships.find((m) => m.status === 'approved' && m.roles.includes('admin'))?.company_id;
  return (
    <>
      <PageHeader subtitle={t('newsletter.intro')} />
      {company ? <MailingComposer companyId={company} previewOnly /> : <Alert severity="info">{t('newsletter.noCompany')}</Alert>}
    </>
  );
}
