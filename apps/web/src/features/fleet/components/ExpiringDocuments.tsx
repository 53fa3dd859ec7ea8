import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AirplaneDocument } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { formatDay } from '../../../lib/i18n/format';
import { documentLeft } from '../lib/left';
import { TrafficLight } from './TrafficLight';

/** Papers that run out within 30 days or already have, with the way to the document manager. */
export function ExpiringDocuments({ documents, managerPath }: { documents: AirplaneDocument[]; managerPath: string }) {
  const { t } = useTranslation('fleet');
  return (
    <SectionCard
      title={t('documents.expiringTitle')}
      action={
        <Button component={Link} to={managerPath} size="small">
          {t('documents.all')}
        </Button>
      }
    >
      {documents.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('documents.noneExpiring')}</Typography>}
      <List disablePadding aria-label={t('documents.expiringTitle')}>
        {documents.map((document) => (
          <ListItem key={document.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={document.title}
              secondary={`${t(`documents.kinds.${document.kind}`)} · ${t('documents.until', { day: formatDay(document.expires_on) })}`}
            />
            <TrafficLight light={document.light} label={documentLeft(document, t)} />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
