import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../lib/routeHandle';

const NestedPage = createContext(false);

/** Pages shown inside another page's frame (an aircraft's tabs) head their part with an h2 below the frame's h1. */
export function NestedPages({ children }: { children: ReactNode }) {
  return <NestedPage.Provider value={true}>{children}</NestedPage.Provider>;
}

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
  const nested = useContext(NestedPage);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: nested ? 2 : 3 }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant={nested ? 'h2' : 'h1'} sx={{ fontSize: nested ? '1.25rem' : { xs: '1.5rem', sm: '1.75rem' } }}>
          {title ?? t(`titles.${handle.title}`)}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>}
      </Box>
      {actions}
    </Box>
  );
}
