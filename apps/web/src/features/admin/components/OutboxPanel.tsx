import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { formatDateTime } from '../../../lib/i18n/format';
import { outboxQuery } from '../api/admin';

const URL_PATTERN = /(https?:\/\/\S+)/;

/** A mail's text with its links clickable. */
function MailBody({ body }: { body: string }) {
  return (
    <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
      {body.split(URL_PATTERN).map((part, index) =>
        URL_PATTERN.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Link key={index} href={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

/** Outgoing mail, readable here when no SMTP server is configured. */
export function OutboxPanel() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data: result, isError, isSuccess } = useQuery(outboxQuery(page));
  const data = result?.data ?? [];
  if (isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  if (isSuccess && !data.length) return <Alert severity="info">{t('outboxEmpty')}</Alert>;
  return (
    <Box>
      {data.map((mail) => (
        <Accordion key={mail.id} disableGutters>
          <AccordionSummary expandIcon={<IconChevronDown aria-hidden />}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {t('mailTo', { to: mail.to, when: formatDateTime(mail.created_at) })}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <MailBody body={mail.body} />
          </AccordionDetails>
        </Accordion>
      ))}
      {result && <ListPagination meta={result.meta} onPage={setPage} />}
    </Box>
  );
}
