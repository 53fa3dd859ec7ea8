import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  /** The page the tile leads to. */
  to: string;
  value: ReactNode;
  children?: ReactNode;
}

/** One figure of the admin dashboard: the whole card is the link to the page behind it. */
export function DashboardTile({ title, to, value, children }: Props) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
          {children}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
