import type { Role } from '@portal/contracts';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCoins,
  IconHome,
  IconIdBadge2,
  IconMap2,
  IconPlane,
  IconPlaneDeparture,
  IconPlaneTilt,
  IconReceipt,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import type { NavSection } from './types';

/**
 * A company's sections by role. Only built pages are offered: admin (memberships,
 * students), the students an instructor trains, accounting, and every member's own pages.
 */
export function companyNav(companyId: number, roles: Role[], isSuperAdmin: boolean): NavSection[] {
  const base = `/companies/${companyId}`;
  const isAdmin = isSuperAdmin || roles.includes('admin');
  const sections: NavSection[] = [
    {
      items: [
        { label: 'companyOverview', to: base, icon: IconHome, end: true },
        ...(roles.length || isSuperAdmin
          ? [
              { label: 'booking', to: `${base}/apps/company-booking-app`, icon: IconCalendarEvent },
              { label: 'fleetMap', to: `${base}/apps/company-fleet-map`, icon: IconMap2 },
            ]
          : []),
        ...(roles.length || isSuperAdmin
          ? [
              { label: 'fleet', to: `${base}/airplanes`, icon: IconPlane, end: true },
              { label: 'fees', to: `${base}/fees`, icon: IconReceipt },
            ]
          : []),
        ...(roles.length ? [{ label: 'myMembership', to: `${base}/my-membership`, icon: IconIdBadge2 }] : []),
      ],
    },
  ];
  if (isAdmin || roles.includes('accounting'))
    sections.push({
      heading: 'accounting',
      items: [
        { label: 'accountingFees', to: `${base}/accounting/fees`, icon: IconCoins },
        { label: 'accountingFlights', to: `${base}/accounting/flights`, icon: IconPlaneDeparture },
      ],
    });
  if (isAdmin)
    sections.push({
      heading: 'administration',
      items: [
        { label: 'adminAirplanes', to: `${base}/admin/airplanes`, icon: IconPlaneTilt },
        { label: 'memberships', to: `${base}/admin/memberships`, icon: IconUsers, end: true, activeUnder: `${base}/memberships` },
        { label: 'students', to: `${base}/admin/memberships/students`, icon: IconSchool },
      ],
    });
  else if (roles.includes('instructor'))
    sections.push({
      heading: 'training',
      items: [{ label: 'students', to: `${base}/admin/memberships/students`, icon: IconSchool }],
    });
  sections.push({ items: [{ label: 'allCompanies', to: '/companies', icon: IconArrowLeft, end: true }] });
  return sections;
}
