import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { updateSettings } from '../../../lib/settings';
import { THEME_ICONS, type ThemeChoice } from '../themeChoices';

interface Props {
  anchor: HTMLElement;
  current: ThemeChoice;
  onClose: () => void;
}

export default function ThemeMenu({ anchor, current, onClose }: Props) {
  const { t } = useTranslation();
  const { setMode } = useColorScheme();
  const choose = (choice: ThemeChoice) => {
    setMode(choice === 'modern' ? 'dark' : choice);
    updateSettings({ skin: choice === 'modern' ? 'modern' : 'default' });
    onClose();
  };
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {(Object.keys(THEME_ICONS) as ThemeChoice[]).map((choice) => {
        const Icon = THEME_ICONS[choice];
        return (
          <MenuItem key={choice} selected={choice === current} onClick={() => choose(choice)}>
            <ListItemIcon>
              <Icon size={20} aria-hidden />
            </ListItemIcon>
            {t(`themes.${choice}`)}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
