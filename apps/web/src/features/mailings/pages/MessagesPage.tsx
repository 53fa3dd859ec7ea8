import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { formatDateTime } from '../../../lib/i18n/format';
import { useCompanyZone } from '../../companies';
import { mailingsQuery } from '../api/mailings';

/** The member mail the user received from the club, newest first, each opened in place. */
export default function MessagesPage() {
  const { t } = useTranslation('mailings');
  const companyId = Number(useParams().company_id);
  const [page, setPage] = useState(1);
  const zone = useCompanyZone(companyId);
  const query = useQuery(mailingsQuery(companyId, 'received', page));
  return (
    <>
      <PageHeader subtitle={t('inbox.subtitle')} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="warning">{t('failed')}</Alert>
      ) : query.data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('inbox.empty')}</Typography>
      ) : (
        <Box>
          {query.data.data.map((mailing, index) => (
            <Accordion key={mailing.id} defaultExpanded={index === 0 && page === 1}>
              <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{mailing.subject}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('inbox.from', { name: mailing.sender_name, at: formatDateTime(mailing.sent_at, zone) })}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {mailing.body}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
          <ListPagination meta={query.data.meta} onPage={setPage} />
        </Box>
      )}
    </>
  );
}
