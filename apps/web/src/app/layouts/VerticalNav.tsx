import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '../navigation/types';
import { Brand } from './Brand';
import { NavList } from './NavList';

export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 76;

interface Props {
  sections: NavSection[];
  /** Below lg the navigation is an overlay opened from the navbar. */
  overlay: boolean;
  open: boolean;
  onClose: () => void;
  collapsed: boolean;
  header?: ReactNode;
}

export function VerticalNav({ sections, overlay, open, onClose, collapsed, header }: Props) {
  const { t } = useTranslation();
  const width = !overlay && collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  return (
    <Drawer
      variant={overlay ? 'temporary' : 'permanent'}
      open={overlay ? open : true}
      onClose={onClose}
      slotProps={{ paper: { sx: { width, overflowX: 'hidden' } } }}
      sx={{ width: overlay ? 0 : width, flexShrink: 0 }}
    >
      <Box sx={{ px: 2.5, py: 2 }}>
        <Brand compact={!overlay && collapsed} />
      </Box>
      {header && !(collapsed && !overlay) && <Box sx={{ px: 2.5, pb: 1 }}>{header}</Box>}
      <Box component="nav" aria-label={t('nav.main')}>
        <NavList sections={sections} collapsed={!overlay && collapsed} onNavigate={overlay ? onClose : undefined} />
      </Box>
    </Drawer>
  );
}
