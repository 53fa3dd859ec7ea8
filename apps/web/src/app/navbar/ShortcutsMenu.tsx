import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconBuildingCommunity, IconLayoutDashboard, IconLayoutGridAdd, IconRoad, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const SHORTCUTS = [
  { label: 'dashboard', to: '/', icon: IconLayoutDashboard },
  { label: 'companies', to: '/companies', icon: IconBuildingCommunity },
  { label: 'accountSettings', to: '/account-settings/account', icon: IconSettings },
  { label: 'roadmap', to: '/roadmap', icon: IconRoad },
];

/** Quick links to the pages people open most. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('navbar.shortcuts')} aria-haspopup="menu">
        <IconLayoutGridAdd aria-hidden />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SHORTCUTS.map(({ label, to, icon: Icon }) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              navigate(to);
            }}
            sx={{ gap: 1.5 }}
          >
            <Icon size={20} aria-hidden />
            {t(`titles.${label}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
