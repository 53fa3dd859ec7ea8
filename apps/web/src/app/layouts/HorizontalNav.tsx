import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '../navigation/types';
import { useNavItemLink } from '../navigation/useNavItemLink';

/** The horizontal navigation (lg and wider): every section's links in one row under the navbar. */
export function HorizontalNav({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const linkProps = useNavItemLink();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: 'flex', gap: 1, px: 3, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {sections.flatMap((section) =>
        section.items.map((item) => (
          <Button
            key={item.to}
            {...linkProps(item)}
            color="inherit"
            startIcon={<item.icon size={20} aria-hidden />}
            sx={{ '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
          >
            {t(`nav.${item.label}`)}
          </Button>
        )),
      )}
    </Box>
  );
}
