import type { Airplane, LandingFee } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/i18n/format';

/** Whom a landing fee is for: one aircraft, a weight class (MTOW up to …) or every aircraft. */
export function landingFeeBasis(
  fee: LandingFee,
  airplanes: Pick<Airplane, 'id' | 'registration'>[],
  t: TFunction<'fees'>,
): string {
  if (fee.airplane_id !== null)
    return airplanes.find((airplane) => airplane.id === fee.airplane_id)?.registration ?? t('fees:landing.basis.oneAirplane');
  if (fee.mtow_max_kg !== null) return t('fees:landing.basis.upTo', { kg: formatNumber(fee.mtow_max_kg) });
  return t('fees:landing.basis.all');
}

/** An airport as a short line: EDTY Adolf Würth Airport. */
export const airportLabel = (fee: LandingFee) =>
  fee.airport ? `${fee.airport.ident} ${fee.airport.name}` : String(fee.airport_id);
