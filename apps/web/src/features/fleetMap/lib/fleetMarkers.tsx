import type { Airplane } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { MapMarker } from '../../../components/map/types';
import { formatDateTime } from '../../../lib/i18n/format';
import { AircraftPopup } from '../components/AircraftPopup';
import { HomebasePopup } from '../components/HomebasePopup';
import { STATUS_COLORS } from './status';

export const aircraftMarkerId = (airplane: Pick<Airplane, 'id'>) => `airplane-${airplane.id}`;

/**
 * Home bases first, so an aircraft parked at its base is listed on the base's pin, then every
 * aircraft that has reported a position, at its latest one.
 */
export function fleetMarkers(
  airplanes: Airplane[],
  companyId: number,
  zone: string,
  t: TFunction<['fleetMap', 'fleet']>,
): MapMarker[] {
  const bases = new Map(airplanes.flatMap((airplane) => (airplane.homebase ? [[airplane.homebase.id, airplane.homebase]] : [])));
  const baseMarkers: MapMarker[] = [...bases.values()].map((base) => ({
    id: `homebase-${base.id}`,
    kind: 'airport',
    longitude: base.longitude_deg,
    latitude: base.latitude_deg,
    label: base.ident,
    description: t('homebaseDescription', { ident: base.ident, name: base.name }),
    popup: <HomebasePopup airport={base} airplanes={airplanes.filter((airplane) => airplane.homebase?.id === base.id)} />,
  }));
  const aircraftMarkers: MapMarker[] = airplanes.flatMap((airplane) => {
    const position = airplane.latestPosition;
    if (!position) return [];
    return [
      {
        id: aircraftMarkerId(airplane),
        kind: 'aircraft',
        longitude: position.longitude,
        latitude: position.latitude,
        label: airplane.registration,
        description: t('aircraftDescription', {
          registration: airplane.registration,
          status: t(`fleet:statuses.${airplane.status}`),
          time: formatDateTime(position.reported_at, zone),
        }),
        color: STATUS_COLORS[airplane.status],
        popup: <AircraftPopup airplane={airplane} position={position} companyId={companyId} zone={zone} />,
      },
    ];
  });
  return [...baseMarkers, ...aircraftMarkers];
}
