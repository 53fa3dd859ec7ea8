import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  /** Beside the title, e.g. an add button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of an aircraft tab: a card headed by an h2 below the aircraft's h1. */
export function SectionCard({ title, action, children }: Props) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography id={id} variant="h2" sx={{ fontSize: '1.0625rem', flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
