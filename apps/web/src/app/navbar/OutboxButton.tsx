import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOutbox } from '../../lib/offline/useOutbox';

/** Shown while writes made offline wait for the connection or were refused: leads to the outbox page. */
export function OutboxButton() {
  const { t } = useTranslation();
  const items = useOutbox();
  if (items.length === 0) return null;
  const refused = items.some((item) => item.state === 'refused');
  const label = t('outbox.button', { count: items.length });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to="/outbox" aria-label={label}>
        <Badge badgeContent={items.length} color={refused ? 'error' : 'warning'}>
          <IconCloudUpload aria-hidden />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
