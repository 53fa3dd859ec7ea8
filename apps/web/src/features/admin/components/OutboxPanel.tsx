import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format';
import { outboxQuery } from '../api/admin';

/** Outgoing mail, readable here when no SMTP server is configured. */
export function OutboxPanel() {
  const { t } = useTranslation('admin');
  const { data = [], isError, isSuccess } = useQuery(outboxQuery);
  if (isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  if (isSuccess && !data.length) return <Alert severity="info">{t('outboxEmpty')}</Alert>;
  return data.map((mail) => (
    <Accordion key={mail.id} disableGutters>
      <AccordionSummary expandIcon={<IconChevronDown aria-hidden />}>
        <Typography sx={{ flex: 1 }}>{mail.subject}</Typography>
        <Typography sx={{ color: 'text.secondary', mx: 2, display: { xs: 'none', sm: 'block' } }}>
          {mail.to} · {formatDateTime(mail.created_at)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          {mail.body}
        </Typography>
      </AccordionDetails>
    </Accordion>
  ));
}
