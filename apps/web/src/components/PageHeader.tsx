import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../app/routes/handle';

interface Props {
  /** Defaults to the route's page title. */
  title?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1 (its route title unless given) with optional actions beside it. */
export function PageHeader({ title, subtitle, actions }: Props) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {title ?? t(`titles.${handle.title}`)}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>}
      </Box>
      {actions}
    </Box>
  );
}
