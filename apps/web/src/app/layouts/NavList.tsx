import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '../navigation/types';
import { useNavItemLink } from '../navigation/useNavItemLink';

interface Props {
  sections: NavSection[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The vertical navigation's links, grouped by section; the current page is marked for screen readers too. */
export function NavList({ sections, collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const linkProps = useNavItemLink();
  return (
    <List component="div" sx={{ px: 1.5 }}>
      {sections.map((section, index) => (
        <Fragment key={section.heading ?? index}>
          {section.heading && !collapsed && (
            <ListSubheader
              component="div"
              disableSticky
              sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1, textTransform: 'uppercase', fontSize: 12 }}
            >
              {t(`nav.${section.heading}`)}
            </ListSubheader>
          )}
          {section.items.map((item) => (
            <ListItemButton
              key={item.to}
              {...linkProps(item)}
              onClick={onNavigate}
              title={collapsed ? t(`nav.${item.label}`) : undefined}
              sx={{
                borderRadius: 1.5,
                mb: 0.5,
                '&.active': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiListItemIcon-root': { color: 'inherit' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <item.icon size={22} stroke={1.75} aria-hidden />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={t(`nav.${item.label}`)} />}
            </ListItemButton>
          ))}
        </Fragment>
      ))}
    </List>
  );
}
