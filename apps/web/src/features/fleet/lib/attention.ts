import type { AirplaneStatusReport, TrafficLight } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { documentLeft, maintenanceLeft } from './left';
import { statusReason } from './statusReason';

/** One thing an admin should look at: which aircraft, what, how urgent. */
export interface Attention {
  key: string;
  airplaneId: number;
  registration: string;
  what: string;
  left: string;
  light: TrafficLight;
}

/** What of a status report needs an admin: grounding, items due (soon) and papers running out; red first. */
export function attentionOf(report: AirplaneStatusReport, t: TFunction<'fleet'>): Attention[] {
  const base = { airplaneId: report.airplane_id, registration: report.registration };
  const found: Attention[] = [];
  if (report.status === 'grounded')
    found.push({
      ...base,
      key: `${report.airplane_id}-g`,
      what: statusReason(report.status_reason, t),
      left: t('statuses.grounded'),
      light: 'red',
    });
  for (const item of report.maintenance_items.filter((entry) => entry.light !== 'green'))
    found.push({
      ...base,
      key: `${report.airplane_id}-m${item.id}`,
      what: item.what,
      left: maintenanceLeft(item, t),
      light: item.light,
    });
  for (const document of report.expiring_documents)
    found.push({
      ...base,
      key: `${report.airplane_id}-d${document.id}`,
      what: document.title,
      left: documentLeft(document, t),
      light: document.light,
    });
  return found;
}

const URGENCY = { red: 0, amber: 1, green: 2 } as const;

/** Red before amber before green. */
export const byUrgency = (a: { light: TrafficLight }, b: { light: TrafficLight }) => URGENCY[a.light] - URGENCY[b.light];
