import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapViewProps } from './types';

// MapLibre, its worker and the world's borders load with the first map, never with the app's first route.
const MapCanvas = lazy(async () => {
  const [canvas, world] = await Promise.all([import('./MapCanvas'), import('./worldData')]);
  await world.loadWorld();
  return canvas;
});

/** A map of airports and aircraft on the offline base map; see `MapViewProps`. */
export function MapView(props: MapViewProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: 'relative',
        height: props.height ?? { xs: 320, md: 480 },
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Suspense fallback={<Skeleton variant="rectangular" height="100%" aria-label={t('loading')} />}>
        <MapCanvas {...props} />
      </Suspense>
    </Box>
  );
}
