import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  /** Makes the card a form of its own, named by its title, with `actions` below its fields. */
  onSubmit?: FormEventHandler;
  actions?: ReactNode;
}

/** One titled card of the settings page, its fields in two columns from tablet width on. */
export function SettingsSection({ title, children, onSubmit, actions }: Props) {
  const asForm = onSubmit ? { component: 'form' as const, onSubmit, noValidate: true } : { component: 'section' as const };
  return (
    <Card {...asForm} aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Typography variant="h2" sx={{ fontSize: '1.0625rem', gridColumn: '1 / -1' }}>
          {title}
        </Typography>
        {children}
        {actions && <Box sx={{ gridColumn: '1 / -1' }}>{actions}</Box>}
      </CardContent>
    </Card>
  );
}
