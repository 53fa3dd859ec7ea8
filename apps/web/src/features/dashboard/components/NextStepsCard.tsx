import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Says what to do next: join or create a company when there is none, else what the portal brings soon. */
export function NextStepsCard({ hasCompanies }: { hasCompanies: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t(hasCompanies ? 'comingSoon.title' : 'noCompanies.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(hasCompanies ? 'comingSoon.text' : 'noCompanies.text')}</Typography>
        <Button component={Link} to={hasCompanies ? '/roadmap' : '/companies'} variant="text">
          {t(hasCompanies ? 'comingSoon.action' : 'noCompanies.action')}
        </Button>
      </CardContent>
    </Card>
  );
}
