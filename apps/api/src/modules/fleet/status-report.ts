import type { AirplaneStatusReport, TrafficLight } from '@portal/contracts';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { todayIn } from '../../lib/dates';
import type { AirplaneRow } from './bookable';
import { DOCUMENT_WARN_DAYS, listDocuments, presentDocument } from './documents';
import { listMaintenanceItems, presentMaintenanceItem } from './maintenance';
import { listSquawks, presentSquawk } from './squawks';

const worst = (lights: TrafficLight[]): TrafficLight =>
  lights.includes('red') ? 'red' : lights.includes('amber') ? 'amber' : 'green';

/**
 * Whether the aircraft can fly and what comes up: red when it is out of service, has a no-go
 * squawk, an item due or a document expired; amber for what falls due soon or an unclassified squawk.
 */
export async function statusReport(db: Executor, airplane: AirplaneRow, timeZone: string): Promise<AirplaneStatusReport> {
  const today = todayIn(timeZone);
  const [items, squawkRecords, documents] = await readAll(db, [
    () => listMaintenanceItems(db, airplane),
    () => listSquawks(db, airplane, 'unfixed'),
    () => listDocuments(db, airplane),
  ]);
  const maintenance = items.map((item) => presentMaintenanceItem(item, airplane.hobbsMinutes, today));
  const expiring = documents
    .map((document) => presentDocument(document, today))
    .filter((document) => document.days_left !== null && document.days_left <= DOCUMENT_WARN_DAYS);
  const openSquawks = squawkRecords.map((record) => presentSquawk(record));
  const lights: TrafficLight[] = [...maintenance.map((item) => item.light), ...expiring.map((document) => document.light)];
  if (airplane.status !== 'active' || openSquawks.some((squawk) => squawk.status === 'no_go')) lights.push('red');
  if (openSquawks.some((squawk) => squawk.status === 'open')) lights.push('amber');
  return {
    airplane_id: airplane.id,
    registration: airplane.registration,
    status: airplane.status,
    status_reason: airplane.statusReason,
    hobbs_minutes: airplane.hobbsMinutes,
    light: worst(lights),
    maintenance_items: maintenance,
    open_squawks: openSquawks,
    expiring_documents: expiring,
  };
}
