import type { Position } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format';
import { formatPosition } from '../lib/position';
import { FactList } from './FactList';

/** The latest reported position as text, its time in the company's zone (the fleet map shows it on a map). */
export function PositionFacts({ position, zone }: { position: Position; zone: string }) {
  const { t } = useTranslation('fleet');
  const measured = (value: number | null, unit: string) => (value === null ? null : `${formatNumber(value)}${unit}`);
  const facts: [string, ReactNode][] = [
    [t('position.coordinates'), formatPosition(position.latitude, position.longitude, t)],
    [t('position.reportedAt'), `${formatDateTime(position.reported_at, zone)} (${zone})`],
    [t('position.source'), t(`position.sources.${position.source}`)],
    [t('position.altitude'), measured(position.altitude_ft, ' ft')],
    [t('position.groundSpeed'), measured(position.ground_speed_kt, ' kt')],
    [t('position.heading'), measured(position.heading_deg, '°')],
  ];
  return <FactList facts={facts.filter(([, value]) => value !== null)} />;
}
