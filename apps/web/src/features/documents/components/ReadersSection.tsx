import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format';
import { readersQuery } from '../api/documents';

/** For admins: who the must-read document is meant for, those who have not confirmed the current version first. */
export function ReadersSection({ documentId, zone }: { documentId: number; zone: string }) {
  const { t } = useTranslation('documents');
  const { data: readers = [] } = useQuery(readersQuery(documentId));
  const read = readers.filter((reader) => reader.read_at !== null).length;
  return (
    <section aria-label={t('readers.title')}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1 }}>
        {t('readers.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('readers.summary', { read, total: readers.length })}
      </Typography>
      <List dense>
        {readers.map((reader) => (
          <ListItem key={reader.membership_id} disableGutters>
            <ListItemText
              primary={reader.name}
              secondary={
                reader.read_at ? t('readers.readAt', { when: formatDateTime(reader.read_at, zone) }) : t('readers.notYet')
              }
              slotProps={{ secondary: { color: reader.read_at ? 'text.secondary' : 'warning.main' } }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
