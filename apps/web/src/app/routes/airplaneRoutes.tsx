import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';
import { requireNumericIds } from './validity';

const tab = (path: string, title: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  ...(path ? { path } : { index: true }),
  handle: { title, keepScroll: true },
  lazy: lazyPage(load),
});

/**
 * /companies/:company_id/airplanes/:airplane_id: the aircraft's page with its tabs; the
 * calendar tab is the booking feature's page, the logbook tab the logbook feature's.
 */
export const airplaneRoute: RouteObject = {
  path: 'airplanes/:airplane_id',
  loader: requireNumericIds,
  handle: { title: 'airplane' },
  lazy: lazyPage(() => import('../../features/fleet/pages/AirplaneLayout')),
  children: [
    tab('', 'airplane', () => import('../../features/fleet/pages/AirplaneOverviewTab')),
    tab('status', 'airplaneStatus', () => import('../../features/fleet/pages/AirplaneStatusTab')),
    tab('fees', 'airplaneFees', () => import('../../features/fleet/pages/AirplaneFeesTab')),
    tab('logbook', 'airplaneLogbook', () => import('../../features/fleet/pages/AirplaneLogbookTab')),
    tab('calendar', 'airplaneCalendar', () => import('../../features/booking/pages/AirplaneCalendarPage')),
    tab('settings', 'airplaneSettings', () => import('../../features/fleet/pages/AirplaneSettingsTab')),
    tab('airplaneDocumentManager', 'airplaneDocuments', () => import('../../features/fleet/pages/AirplaneDocumentsTab')),
  ],
};
