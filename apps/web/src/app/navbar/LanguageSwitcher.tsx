import Button from '@mui/material/Button';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu loads on first use, keeping it out of the first page's JavaScript.
const LanguageMenu = lazy(() => import('./menus/LanguageMenu'));

/** The language menu for pages without the user menu (sign-in, legal). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${t('navbar.language')} ${i18n.resolvedLanguage?.toUpperCase()}`}
        startIcon={<IconLanguage size={20} aria-hidden />}
      >
        {i18n.resolvedLanguage?.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
