import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useCompanyZone } from '../../companies';
import { MailingComposer } from '../components/MailingComposer';
import { SentMailings } from '../components/SentMailings';

/** Rundmail: an admin writes to all members or some roles, previews, sends, and follows the delivery. */
export default function MailingsPage() {
  const { t } = useTranslation('mailings');
  const companyId = Number(useParams().company_id);
  const zone = useCompanyZone(companyId);
  return (
    <>
      <PageHeader subtitle={t('subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <MailingComposer companyId={companyId} />
        <SentMailings companyId={companyId} zone={zone} />
      </Box>
    </>
  );
}
