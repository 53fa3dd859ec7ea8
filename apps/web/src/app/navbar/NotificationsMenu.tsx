import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Notification } from '@portal/contracts/notifications';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markAllRead, markRead, notificationsQuery, notificationTarget } from '../../features/notifications';
import { formatDateTime } from '../../lib/i18n/format';

/** The user's notifications with the unread count; opening one marks it read and goes where it points. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery(notificationsQuery);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = useMutation({
    mutationFn: async (item: Notification) => {
      if (!item.read_at) await markRead(item.id);
      return notificationTarget(item);
    },
    onSuccess: (target) => {
      if (!target) return;
      setAnchor(null);
      navigate(target);
    },
  });
  const readAll = useMutation({ mutationFn: markAllRead });
  const unread = data?.meta.unread ?? 0;
  const items = data?.data ?? [];
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('notifications.button', { count: unread })}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={unread} color="error">
          <IconBell aria-hidden />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-label': t('notifications.title') },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('notifications.title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Box>
        {items.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('notifications.empty')}</Typography>
        ) : (
          <List dense sx={{ maxHeight: 400, overflow: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton onClick={() => open.mutate(item)} disabled={open.isPending} selected={!item.read_at}>
                  <ListItemText
                    primary={t(`notifications.kinds.${item.kind}`, {
                      ...item.data,
                      defaultValue: t('notifications.kinds.generic'),
                    })}
                    secondary={[formatDateTime(item.created_at), !item.read_at && t('notifications.unread')]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: item.read_at ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
