import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings';
import { THEME_ICONS, type ThemeChoice } from './themeChoices';

// The menu loads on first use, keeping it out of the first page's JavaScript.
const ThemeMenu = lazy(() => import('./menus/ThemeMenu'));

/** Light, dark, the dark skin "modern", or the OS's choice (followed live). */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { mode } = useColorScheme();
  const { skin } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: ThemeChoice = mode === 'dark' && skin === 'modern' ? 'modern' : (mode ?? 'system');
  const CurrentIcon = THEME_ICONS[current];
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('navbar.theme')} aria-haspopup="menu">
        <CurrentIcon aria-hidden />
      </IconButton>
      {anchor && (
        <Suspense>
          <ThemeMenu anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
