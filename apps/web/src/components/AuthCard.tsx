import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card every sign-in, registration and password page sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card sx={{ width: '100%', maxWidth: 440, alignSelf: 'flex-start', mt: { sm: 4 } }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.625rem' }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
