import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { logout, useUser } from '../../features/auth';
import { useOutbox } from '../../lib/offline/useOutbox';
import { LanguageMenuItems } from './LanguageMenuItems';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** Account settings, language and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Signing out wipes the local databases: writes still waiting for the connection would go with them.
  const pending = useOutbox().length;
  const [asking, setAsking] = useState(false);
  if (!user) return null;
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  const leave = async () => {
    await logout();
    navigate('/login', { replace: true });
  };
  const signOut = async () => {
    setAnchor(null);
    if (pending > 0) setAsking(true);
    else await leave();
  };
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${t('navbar.userMenu')} ${initials(user.name)}`}
        aria-haspopup="menu"
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials(user.name)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ display: 'block', opacity: '1 !important' }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => go('/account-settings/account')}>
          <ListItemIcon>
            <IconSettings size={20} aria-hidden />
          </ListItemIcon>
          {t('titles.accountSettings')}
        </MenuItem>
        <Divider />
        <LanguageMenuItems onChosen={() => setAnchor(null)} />
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <IconLogout size={20} aria-hidden />
          </ListItemIcon>
          {t('navbar.signOut')}
        </MenuItem>
      </Menu>
      {asking && (
        <ConfirmDialog
          title={t('outbox.signOutTitle')}
          text={t('outbox.signOutText', { count: pending })}
          confirmLabel={t('navbar.signOut')}
          onConfirm={leave}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
