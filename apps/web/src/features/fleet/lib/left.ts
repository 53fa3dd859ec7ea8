import type { AirplaneDocument, MaintenanceItem } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/i18n/format';
import { formatHours } from './hours';

function hoursLeft(minutes: number, t: TFunction<'fleet'>): string {
  return minutes < 0 ? t('left.hoursOverdue', { time: formatHours(-minutes) }) : t('left.hours', { time: formatHours(minutes) });
}

function daysLeft(days: number, t: TFunction<'fleet'>): string {
  if (days === 0) return t('left.today');
  return days < 0 ? t('left.daysOverdue', { count: -days }) : t('left.days', { count: days });
}

/** What is left of a maintenance item: Hobbs hours and/or days, "overdue" once past. */
export function maintenanceLeft(item: MaintenanceItem, t: TFunction<'fleet'>): string {
  const parts = [];
  if (item.minutes_left !== null) parts.push(hoursLeft(item.minutes_left, t));
  if (item.days_left !== null) parts.push(daysLeft(item.days_left, t));
  return parts.join(' · ');
}

/** When it falls due: at a Hobbs reading and/or on a day. */
export function maintenanceDue(item: MaintenanceItem, t: TFunction<'fleet'>): string {
  const parts = [];
  if (item.due_at_hobbs_minutes !== null) parts.push(t('due.atHobbs', { time: formatHours(item.due_at_hobbs_minutes) }));
  if (item.due_on !== null) parts.push(t('due.onDay', { day: formatDay(item.due_on) }));
  return parts.join(' · ');
}

/** How long a paper stays valid: "noch 20 Tage gültig", "läuft heute ab", "seit 3 Tagen abgelaufen", "unbefristet". */
export function documentLeft(document: AirplaneDocument, t: TFunction<'fleet'>): string {
  const days = document.days_left;
  if (days === null) return t('documents.noExpiry');
  if (days === 0) return t('documents.expiresToday');
  return days < 0 ? t('documents.expired', { count: -days }) : t('documents.validFor', { count: days });
}
