import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  code?: string;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
}

/** The error, not-authorized and maintenance pages' common look: a code, a heading, a sentence, a way on. */
export function StatusPage({ code, title, text, action, children }: Props) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: { xs: 4, sm: 8 }, px: 2 }}>
      {code && (
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 700, lineHeight: 1, color: 'primary.main', mb: 2 }}
        >
          {code}
        </Typography>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text}</Typography>
      {children}
      {action && (
        <Button variant="contained" size="large" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
