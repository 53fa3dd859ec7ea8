import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PrivacySetting } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Tells the reader, and the operator, which values of the privacy notice are still to be configured. */
export function MissingSettingsAlert({ missing }: { missing: PrivacySetting[] }) {
  const { t } = useTranslation('legal');
  if (!missing.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>{t('privacy.incomplete.title')}</AlertTitle>
      {t('privacy.incomplete.text')}
      <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {missing.map((setting) => (
          <li key={setting}>
            {t(`privacy.settings.${setting}`)} (<code>{setting}</code>)
          </li>
        ))}
      </ul>
    </Alert>
  );
}
