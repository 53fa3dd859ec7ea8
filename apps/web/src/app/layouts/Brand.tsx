import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconPlaneTilt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The product's mark and name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={compact ? t('appName') : undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <IconPlaneTilt size={22} aria-hidden />
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 20 }}>
          {t('appName')}
        </Typography>
      )}
    </Box>
  );
}
