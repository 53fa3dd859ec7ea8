import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconRoad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useRouteHandle } from '../../../lib/routeHandle';

/** A route whose feature a later release brings: says plainly what is planned there (from the roadmap). */
export default function PlannedPage() {
  const { t } = useTranslation('misc');
  const { planned } = useRouteHandle();
  return (
    <>
      <PageHeader />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Alert severity="info" sx={{ width: '100%' }}>
            {t('planned.notYet')}
          </Alert>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t(`roadmap.features.${planned}.title`)}
          </Typography>
          <Typography>{t(`roadmap.features.${planned}.text`)}</Typography>
          <Button component={Link} to="/roadmap" variant="outlined" startIcon={<IconRoad size={20} aria-hidden />}>
            {t('planned.toRoadmap')}
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
