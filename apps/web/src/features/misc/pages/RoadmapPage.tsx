import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { appRoadmap, type FeatureState } from '../../../lib/roadmap';

const CHIP_COLOR = { available: 'success', partial: 'info', next: 'default' } as const;

function FeatureCard({ feature, state }: { feature: string; state: FeatureState }) {
  const { t } = useTranslation('misc');
  return (
    <Grid size={{ xs: 12, md: 6, xl: 4 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <Chip size="small" color={CHIP_COLOR[state]} label={t(`roadmap.${state}`)} sx={{ mb: 1 }} />
          <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {t(`roadmap.features.${feature}.title`)}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t(`roadmap.features.${feature}.text`)}</Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** What the product does today and what comes next, as its route table has it. */
export default function RoadmapPage() {
  const { t } = useTranslation('misc');
  const roadmap = appRoadmap();
  const sections = [
    ['availableHeading', roadmap.filter(({ state }) => state !== 'next')],
    ['nextHeading', roadmap.filter(({ state }) => state === 'next')],
  ] as const;
  return (
    <>
      <PageHeader subtitle={t('roadmap.intro')} />
      {sections.map(([heading, features]) => (
        <section key={heading}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t(`roadmap.${heading}`)}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 4 }}>
            {features.map(({ feature, state }) => (
              <FeatureCard key={feature} feature={feature} state={state} />
            ))}
          </Grid>
        </section>
      ))}
    </>
  );
}
