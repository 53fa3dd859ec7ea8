import type { Airport } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { MapMarker } from '../../../components/map/types';
import { AirportPopup } from '../components/AirportPopup';
import { placeOf } from './place';

export const airportMarkerId = (airport: Pick<Airport, 'id'>) => `airport-${airport.id}`;

/** An airport as a pin: its ident on the map, name and town for screen readers, the facts in the popup. */
export function airportMarker(airport: Airport, t: TFunction<'airports'>, linked = true): MapMarker {
  return {
    id: airportMarkerId(airport),
    kind: 'airport',
    longitude: airport.longitude_deg,
    latitude: airport.latitude_deg,
    label: airport.ident,
    description: t('markerDescription', { ident: airport.ident, name: airport.name, place: placeOf(airport) }),
    color: airport.type === 'closed' ? 'text.disabled' : 'primary.main',
    popup: <AirportPopup airport={airport} linked={linked} />,
  };
}
