import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset with its legend) on a grid of its own. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={12}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, color: 'text.secondary', p: 0, mb: 2 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </Box>
    </Grid>
  );
}

/** A field taking half the row from the sm breakpoint up, the whole row on a phone. */
export const Half = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
