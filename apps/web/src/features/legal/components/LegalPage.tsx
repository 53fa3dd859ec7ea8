import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { configQuery } from '../../../lib/api/config';

/** A legal text: its sections from the legal namespace, with the operator's details filled in. */
export function LegalPage({ page }: { page: 'imprint' | 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const operator = useQuery(configQuery).data?.operator;
  const values = { name: operator?.name ?? '…', address: operator?.address ?? '…', email: operator?.email ?? '…' };
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as { heading: string; text: string }[];
  return (
    <Card sx={{ width: '100%', maxWidth: 820, alignSelf: 'flex-start' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <PageHeader />
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
              {section.heading}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{section.text}</Typography>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
