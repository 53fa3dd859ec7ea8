import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { IconLayoutSidebarLeftCollapse, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { updateSettings, useSettings } from '../../lib/settings';
import { MembershipSelector } from './MembershipSelector';
import { NotificationsMenu } from './NotificationsMenu';
import { OutboxButton } from './OutboxButton';
import { SearchButton } from './SearchButton';
import { ShortcutsMenu } from './ShortcutsMenu';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

interface Props {
  /** Opens the overlay navigation (below lg). */
  onOpenNav?: () => void;
  canCollapse: boolean;
}

/** The sticky, blurred navigation bar. */
export function Navbar({ onOpenNav, canCollapse }: Props) {
  const { t } = useTranslation();
  const { navbarType, navbarBlur, verticalNavCollapsed } = useSettings();
  if (navbarType === 'hidden') return null;
  return (
    <AppBar
      position={navbarType === 'sticky' ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: navbarBlur ? 'rgba(var(--mui-palette-background-defaultChannel) / 0.8)' : 'background.default',
        backdropFilter: navbarBlur ? 'blur(8px)' : undefined,
      }}
    >
      <Toolbar sx={{ gap: { xs: 0, sm: 0.5 } }}>
        {onOpenNav && (
          <IconButton edge="start" onClick={onOpenNav} aria-label={t('navbar.openNav')}>
            <IconMenu2 aria-hidden />
          </IconButton>
        )}
        {canCollapse && (
          <IconButton
            edge="start"
            onClick={() => updateSettings({ verticalNavCollapsed: !verticalNavCollapsed })}
            aria-label={t(verticalNavCollapsed ? 'navbar.expandNav' : 'navbar.collapseNav')}
            aria-pressed={verticalNavCollapsed}
          >
            <IconLayoutSidebarLeftCollapse aria-hidden style={{ transform: verticalNavCollapsed ? 'scaleX(-1)' : undefined }} />
          </IconButton>
        )}
        <SearchButton />
        <Box sx={{ flex: 1 }} />
        <OutboxButton />
        <MembershipSelector />
        <ShortcutsMenu />
        <ThemeSwitcher />
        <NotificationsMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
