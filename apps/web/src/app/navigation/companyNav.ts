import type { Role } from '@portal/contracts';
import { IconArrowLeft, IconCalendarEvent, IconHome, IconIdBadge2, IconSchool, IconUsers } from '@tabler/icons-react';
import type { NavSection } from './types';

/**
 * A company's sections by role (spec §2). Only built pages are offered: admin (memberships,
 * students) and every member's own pages; accounting, instructor and student sections join
 * as their issues land.
 */
export function companyNav(companyId: number, roles: Role[], isSuperAdmin: boolean): NavSection[] {
  const base = `/companies/${companyId}`;
  const isAdmin = isSuperAdmin || roles.includes('admin');
  const sections: NavSection[] = [
    {
      items: [
        { label: 'companyOverview', to: base, icon: IconHome, end: true },
        ...(roles.length || isSuperAdmin
          ? [{ label: 'booking', to: `${base}/apps/company-booking-app`, icon: IconCalendarEvent }]
          : []),
        ...(roles.length ? [{ label: 'myMembership', to: `${base}/my-membership`, icon: IconIdBadge2 }] : []),
      ],
    },
  ];
  if (isAdmin)
    sections.push({
      heading: 'administration',
      items: [
        { label: 'memberships', to: `${base}/memberships`, icon: IconUsers, end: true },
        { label: 'students', to: `${base}/memberships/students`, icon: IconSchool },
      ],
    });
  sections.push({ items: [{ label: 'allCompanies', to: '/companies', icon: IconArrowLeft, end: true }] });
  return sections;
}
