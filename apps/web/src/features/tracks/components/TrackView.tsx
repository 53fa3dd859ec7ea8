import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SharedTrack } from '@portal/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../components/map/MapView';
import type { MapMarker } from '../../../components/map/types';
import { profileOf } from '../lib/profile';
import { TrackFigures } from './TrackFigures';

const AltitudeProfile = lazy(() => import('./AltitudeProfile'));

/**
 * A track on the map (coloured by altitude, start and end marked, the directory's airfields around it)
 * with its altitude profile below: the pointer on either shows the same position on both.
 */
export function TrackView({ track, zone }: { track: SharedTrack; zone?: string }) {
  const { t } = useTranslation('tracks');
  const [pointer, setPointer] = useState<number | null>(null);
  const coordinates = track.line.geometry.coordinates;
  const profile = useMemo(() => profileOf(track.line), [track.line]);
  const markers = useMemo((): MapMarker[] => {
    const first = coordinates[0];
    const last = coordinates[coordinates.length - 1];
    if (!first || !last) return [];
    const { departure, arrival } = track.figures;
    const start = departure?.ident ?? t('start');
    const end = arrival?.ident ?? t('end');
    // The accessible name starts with the pin's visible text.
    return [
      {
        id: 'start',
        kind: 'airport',
        longitude: first[0],
        latitude: first[1],
        label: start,
        description: `${start}, ${t('startOf', { place: departure?.name ?? '' })}`,
        color: 'success.main',
      },
      {
        id: 'end',
        kind: 'airport',
        longitude: last[0],
        latitude: last[1],
        label: end,
        description: `${end}, ${t('endOf', { place: arrival?.name ?? '' })}`,
        color: 'error.main',
      },
    ];
  }, [coordinates, track.figures, t]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MapView
        label={t('mapLabel')}
        markers={markers}
        track={{ coordinates, pointer, onPointer: setPointer }}
        maxZoom={13}
        airfieldPath={(ident) => `/apps/airports/${ident}`}
      />
      <Box data-testid="altitude-profile" aria-label={t('profileLabel')} role="img">
        <Suspense fallback={<Skeleton variant="rectangular" height={180} />}>
          <AltitudeProfile
            profile={profile}
            pointer={pointer}
            onPointer={setPointer}
            labels={{ altitude: t('altitudeFt'), distance: t('distanceKm') }}
          />
        </Suspense>
      </Box>
      <TrackFigures figures={track.figures} zone={zone} />
    </Box>
  );
}
