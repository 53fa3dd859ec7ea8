import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';

/** The catalogue's pages: the playground's demos and the developer pages. */
export const CATALOGUE = [
  { to: '/playground/upload', key: 'upload' },
  { to: '/playground/datetime', key: 'datetime' },
  { to: '/playground/tracemap', key: 'tracemap' },
  { to: '/playground/newsletter', key: 'newsletter' },
  { to: '/playground/memberships', key: 'memberships' },
  { to: '/dev/theme', key: 'theme' },
  { to: '/dev/typography', key: 'typography' },
  { to: '/dev/test-media-upload', key: 'mediaUpload' },
] as const;

/** The app's own building blocks, each a working demo with the real components (admins and super-admins). */
export default function PlaygroundPage() {
  const { t } = useTranslation('playground');
  return (
    <>
      <PageHeader subtitle={t('intro')} />
      <Grid container spacing={2}>
        {CATALOGUE.map(({ to, key }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                    {t(`catalogue.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`catalogue.${key}.text`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
