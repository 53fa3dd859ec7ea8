import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOutbox } from '../../lib/offline/useOutbox';

/**
 * Above a list (the tech log, the logbook, an aircraft's squawks): what was saved here without a
 * connection and has not reached the server yet, or was refused by it (linking to the outbox page).
 */
export function PendingWrites({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const items = useOutbox(scope);
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mb: 2, borderStyle: 'dashed' }}>
      <List dense aria-label={t('outbox.pendingList')}>
        {items.map((item) => (
          <ListItem
            key={item.id}
            secondaryAction={
              <Chip
                size="small"
                component={Link}
                to="/outbox"
                clickable
                color={item.state === 'refused' ? 'error' : 'warning'}
                label={t(item.state === 'refused' ? 'outbox.refused' : 'outbox.waiting')}
              />
            }
          >
            <ListItemText
              primary={item.label}
              secondary={t(`outbox.kinds.${item.kind}`)}
              sx={{ pr: 18, '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
