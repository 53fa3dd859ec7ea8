import type { Flight } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { zoneFormat } from '../../../lib/dates/zone';
import { zoneShortName } from '../../../lib/dates/zoneName';
import { formatMinutes } from '../../../lib/duration';
import { currentLanguageTag } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { formatReading } from './readings';

export interface FlightColumn {
  key: string;
  align?: 'right';
  /** Summed in the page's total row. */
  total?: (flights: Flight[]) => string;
  render: (flight: Flight) => string;
}

const sum = (flights: Flight[], pick: (flight: Flight) => number) => flights.reduce((total, flight) => total + pick(flight), 0);

/** Who pays: one member, two with their shares, or the company. */
function payers(flight: Flight, t: TFunction<'flights'>): string {
  if (!flight.payer) return t('charges.company');
  const second = flight.second_payer;
  const percent = flight.second_payer_percent;
  if (!second || percent === null) return flight.payer.name;
  return `${flight.payer.name} ${100 - percent} % · ${second.name} ${percent} %`;
}

/**
 * The flight list's columns, in the company's zone; each page picks the ones it needs. The block times
 * name their zone (MEZ/MESZ), since the pilot's logbook shows the same flight in UTC.
 */
export function flightColumns(zone: string, t: TFunction<'flights'>, currency = 'EUR'): Record<string, FlightColumn> {
  const day = zoneFormat(zone, { day: '2-digit', month: '2-digit', year: '2-digit' });
  const clock = zoneFormat(zone, { hour: '2-digit', minute: '2-digit' });
  const minutes = (key: string, pick: (flight: Flight) => number): FlightColumn => ({
    key,
    align: 'right',
    render: (flight) => formatMinutes(pick(flight)),
    total: (flights) => formatMinutes(sum(flights, pick)),
  });
  return {
    date: { key: 'date', render: (flight) => day.format(new Date(flight.off_block_at)) },
    airplane: { key: 'airplane', render: (flight) => flight.airplane.registration },
    crew: {
      key: 'crew',
      render: (flight) => (flight.instructor ? `${flight.pilot.name} · ${flight.instructor.name}` : flight.pilot.name),
    },
    route: { key: 'route', render: (flight) => `${flight.departure_airport} → ${flight.arrival_airport}` },
    blocks: {
      key: 'blocks',
      render: (flight) => {
        const offBlock = new Date(flight.off_block_at);
        const zoneName = zoneShortName(zone, offBlock, currentLanguageTag());
        return `${clock.format(offBlock)}–${clock.format(new Date(flight.on_block_at))} ${zoneName}`;
      },
    },
    block: minutes('block', (flight) => flight.block_minutes),
    flight: minutes('flight', (flight) => flight.flight_minutes),
    hobbs: minutes('hobbs', (flight) => flight.hobbs_minutes),
    hobbsEnd: { key: 'hobbsEnd', align: 'right', render: (flight) => formatReading(flight.hobbs_end) },
    tachEnd: { key: 'tachEnd', align: 'right', render: (flight) => formatReading(flight.tach_end) },
    landings: {
      key: 'landings',
      align: 'right',
      render: (flight) => String(flight.landings_day + flight.landings_night),
      total: (flights) => String(sum(flights, (flight) => flight.landings_day + flight.landings_night)),
    },
    fuel: {
      key: 'fuel',
      align: 'right',
      render: (flight) => (flight.fuel_added_l ? formatNumber(flight.fuel_added_l) : ''),
      total: (flights) => formatNumber(sum(flights, (flight) => flight.fuel_added_l)),
    },
    type: { key: 'type', render: (flight) => t(`types.${flight.flight_type}`) },
    status: { key: 'status', render: (flight) => t(`statuses.${flight.status}`) },
    payer: { key: 'payer', render: (flight) => payers(flight, t) },
    charges: {
      key: 'charges',
      align: 'right',
      render: (flight) => formatMoney(flight.charge_total ?? 0, currency),
      total: (flights) =>
        formatMoney(
          sum(flights, (flight) => flight.charge_total ?? 0),
          currency,
        ),
    },
  };
}
