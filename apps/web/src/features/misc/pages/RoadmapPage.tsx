import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

export const AVAILABLE = ['accounts', 'companies', 'memberships', 'admin', 'app'] as const;
export const PLANNED = [
  'booking',
  'logbook',
  'airplanes',
  'airports',
  'accounting',
  'courses',
  'academy',
  'events',
  'documents',
  'fbo',
] as const;

function FeatureCard({ feature, available }: { feature: string; available: boolean }) {
  const { t } = useTranslation('misc');
  return (
    <Grid size={{ xs: 12, md: 6, xl: 4 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <Chip
            size="small"
            color={available ? 'success' : 'default'}
            label={t(available ? 'roadmap.available' : 'roadmap.next')}
            sx={{ mb: 1 }}
          />
          <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {t(`roadmap.features.${feature}.title`)}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t(`roadmap.features.${feature}.text`)}</Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** What the product does today and what comes next. */
export default function RoadmapPage() {
  const { t } = useTranslation('misc');
  return (
    <>
      <PageHeader subtitle={t('roadmap.intro')} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('roadmap.availableHeading')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {AVAILABLE.map((feature) => (
          <FeatureCard key={feature} feature={feature} available />
        ))}
      </Grid>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('roadmap.nextHeading')}
      </Typography>
      <Grid container spacing={2}>
        {PLANNED.map((feature) => (
          <FeatureCard key={feature} feature={feature} available={false} />
        ))}
      </Grid>
    </>
  );
}
