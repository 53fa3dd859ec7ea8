import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled card of the settings form, its fields in two columns from tablet width on. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Typography variant="h2" sx={{ fontSize: '1.0625rem', gridColumn: '1 / -1' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
