import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchDialog = lazy(() => import('./SearchDialog'));

/** Opens the search (also with Ctrl+K / ⌘K); the dialog loads on first use. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton onClick={() => setOpen(true)} aria-label={t('search.open')} sx={{ display: { sm: 'none' } }}>
        <IconSearch aria-hidden />
      </IconButton>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        startIcon={<IconSearch size={20} aria-hidden />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, color: 'text.secondary' }}
      >
        {t('search.placeholder')}
      </Button>
      {open && (
        <Suspense>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
