import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../features/account';
import { useUser } from '../../features/auth';
import { toastApiError } from '../../lib/api/handleError';
import { changeLanguage, LANGUAGE_NAMES } from '../../lib/i18n/changeLanguage';
import { LANGUAGES, type Language, languageFromPath } from '../../lib/i18n/locale';

/**
 * Menu entries to switch between de, en and no, each named in its own language. A signed-in
 * user's choice is saved to the profile too (mails and the account page on other devices use it);
 * the page switches even when saving fails.
 */
export function LanguageMenuItems({ onChosen }: { onChosen: () => void }) {
  const { i18n } = useTranslation();
  const user = useUser();
  const choose = async (language: Language) => {
    onChosen();
    const saved =
      user && user.locale !== language ? updateProfile({ name: user.name, email: user.email, locale: language }) : null;
    // Under a language prefix the switch opens another page, which would cut the save short.
    if (languageFromPath(window.location.pathname)) await saved?.catch(() => undefined);
    await changeLanguage(language);
    // Any failure is told in the language just chosen.
    await saved?.catch(toastApiError);
  };
  return LANGUAGES.map((language) => (
    <MenuItem key={language} lang={language} selected={i18n.resolvedLanguage === language} onClick={() => void choose(language)}>
      <ListItemIcon>{i18n.resolvedLanguage === language && <IconCheck size={18} aria-hidden />}</ListItemIcon>
      {LANGUAGE_NAMES[language]}
    </MenuItem>
  ));
}
