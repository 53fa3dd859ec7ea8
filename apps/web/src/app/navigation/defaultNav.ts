import type { User } from '@portal/contracts';
import {
  IconBuildingAirport,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconLayoutDashboard,
  IconNotebook,
  IconPlane,
  IconPlaneArrival,
  IconRoad,
  IconSchool,
  IconShieldLock,
} from '@tabler/icons-react';
import type { NavSection } from './types';

/**
 * The default layout's navigation. Pages of later issues are added here when they are built, not before.
 */
export function defaultNav(user: User | null): NavSection[] {
  return [
    {
      items: [
        { label: 'dashboard', to: '/', icon: IconLayoutDashboard, end: true },
        { label: 'booking', to: '/apps/booking', icon: IconCalendarEvent },
        { label: 'airplanes', to: '/airplanes', icon: IconPlane },
        { label: 'logbook', to: '/apps/logbook', icon: IconNotebook },
        { label: 'airports', to: '/apps/airports', icon: IconBuildingAirport },
        { label: 'ppr', to: '/apps/ppr', icon: IconPlaneArrival },
        { label: 'academy', to: '/apps/academy/dashboard', icon: IconSchool },
        { label: 'companies', to: '/companies', icon: IconBuildingCommunity },
      ],
    },
    {
      heading: 'more',
      items: [
        ...(user?.is_super_admin ? [{ label: 'admin', to: '/admin', icon: IconShieldLock }] : []),
        { label: 'roadmap', to: '/roadmap', icon: IconRoad },
      ],
    },
  ];
}
