import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** Where the cards will be, while the data they open with loads: the cards replace it whole, so nothing is pushed aside. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="progressbar" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Grid key={index} size={{ xs: 12, md: 6, xl: 4 }}>
          <Skeleton variant="rounded" height={200} />
        </Grid>
      ))}
    </Grid>
  );
}
