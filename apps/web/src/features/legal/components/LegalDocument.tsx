import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A legal text on one card: the page's title, an optional notice above, then its sections. */
export function LegalDocument({ sections, notice }: { sections: LegalSection[]; notice?: ReactNode }) {
  return (
    <Card sx={{ width: '100%', maxWidth: 820, alignSelf: 'flex-start' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <PageHeader />
        {notice}
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ whiteSpace: 'pre-line', mb: 1, overflowWrap: 'anywhere' }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
