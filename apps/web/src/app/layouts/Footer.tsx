import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The static footer: version and the legal pages. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', px: 3, py: 2, color: 'text.secondary' }}
    >
      <Typography variant="body2">
        © {new Date().getFullYear()} {t('appName')} · {t('footer.version', { version: __APP_VERSION__ })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Link component={RouterLink} to="/legal" color="inherit" variant="body2">
          {t('titles.imprint')}
        </Link>
        <Link component={RouterLink} to="/legal/privacy" color="inherit" variant="body2">
          {t('titles.privacy')}
        </Link>
        <Link component={RouterLink} to="/legal/terms" color="inherit" variant="body2">
          {t('titles.terms')}
        </Link>
      </Box>
    </Box>
  );
}
