import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES } from '../../lib/i18n/changeLanguage';
import { LANGUAGES } from '../../lib/i18n/locale';

/** Menu entries to switch between de, en and no, each named in its own language. */
export function LanguageMenuItems({ onChosen }: { onChosen: () => void }) {
  const { i18n } = useTranslation();
  return LANGUAGES.map((language) => (
    <MenuItem
      key={language}
      lang={language}
      selected={i18n.resolvedLanguage === language}
      onClick={() => {
        onChosen();
        void changeLanguage(language);
      }}
    >
      <ListItemIcon>{i18n.resolvedLanguage === language && <IconCheck size={18} aria-hidden />}</ListItemIcon>
      {LANGUAGE_NAMES[language]}
    </MenuItem>
  ));
}
