import type { CompanyPermissions } from '@portal/contracts';
import {
  IconArrowLeft,
  IconBook,
  IconCalendarEvent,
  IconCalendarStar,
  IconCertificate,
  IconChartBar,
  IconChartLine,
  IconClipboardCheck,
  IconClockHour4,
  IconCoins,
  IconFileInvoice,
  IconFolders,
  IconGauge,
  IconHome,
  IconIdBadge2,
  IconInbox,
  IconListCheck,
  IconMail,
  IconMap2,
  IconPlane,
  IconPlaneDeparture,
  IconPlaneTilt,
  IconReceipt,
  IconReportMoney,
  IconSchool,
  IconSettings,
  IconTicket,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { NavSection } from './types';

/** Where the user stands in the company, as the API answers it. */
export interface CompanyStanding {
  /** The company answered with `permissions`: the user is an approved member or a super-admin. */
  entered: boolean;
  /** The user holds an approved membership of their own (a super-admin may enter without one). */
  member: boolean;
  can: (action: keyof CompanyPermissions) => boolean;
  /** The user's membership has the student role: their training file is offered. */
  student?: boolean;
}

/**
 * A company's sections: the pages of everyone who may enter it and every member's own pages, and the
 * accounting and administration pages the company's `permissions` allow, and for instructors the students
 * they train. Only built pages are offered.
 */
export function companyNav(companyId: number, { entered, member, can, student = false }: CompanyStanding): NavSection[] {
  const base = `/companies/${companyId}`;
  const sections: NavSection[] = [
    {
      items: [
        { label: 'companyOverview', to: base, icon: IconHome, end: true },
        ...(entered
          ? [
              { label: 'booking', to: `${base}/apps/company-booking-app`, icon: IconCalendarEvent },
              { label: 'fleetMap', to: `${base}/apps/company-fleet-map`, icon: IconMap2 },
            ]
          : []),
        ...(entered
          ? [
              { label: 'fleet', to: `${base}/airplanes`, icon: IconPlane, end: true },
              { label: 'fees', to: `${base}/fees`, icon: IconReceipt },
              { label: 'courses', to: `${base}/courses`, icon: IconBook },
            ]
          : []),
        ...(student ? [{ label: 'student', to: `${base}/student`, icon: IconSchool }] : []),
        ...(entered
          ? [
              { label: 'events', to: `${base}/events`, icon: IconCalendarStar },
              { label: 'documents', to: `${base}/apps/company-document-manager`, icon: IconFolders },
            ]
          : []),
        ...(member
          ? [
              { label: 'myMembership', to: `${base}/my-membership`, icon: IconIdBadge2 },
              { label: 'myAccount', to: `${base}/my-account`, icon: IconWallet },
              { label: 'workHours', to: `${base}/work-hours`, icon: IconClockHour4 },
              { label: 'messages', to: `${base}/messages`, icon: IconInbox },
            ]
          : []),
      ],
    },
  ];
  if (can('see_accounting'))
    sections.push({
      heading: 'accounting',
      items: [
        { label: 'accountingOverview', to: `${base}/accounting/dashboard`, icon: IconChartBar },
        { label: 'accountingFees', to: `${base}/accounting/fees`, icon: IconCoins },
        { label: 'accountingFlights', to: `${base}/accounting/flights`, icon: IconPlaneDeparture },
        { label: 'accountingAccounts', to: `${base}/accounting/accounts`, icon: IconReportMoney },
        { label: 'accountingInvoices', to: `${base}/accounting/invoices`, icon: IconFileInvoice },
        { label: 'accountingPrePaid', to: `${base}/accounting/prePaid`, icon: IconTicket },
      ],
    });
  const questionBank = { label: 'questionBank', to: `${base}/instructor/questions`, icon: IconListCheck };
  const instructor = { label: 'instructor', to: `${base}/instructor`, icon: IconClipboardCheck, end: true };
  const administration = [
    ...(can('administer') ? [{ label: 'adminOverview', to: `${base}/admin`, icon: IconGauge, end: true }] : []),
    ...(can('create_airplane') ? [{ label: 'adminAirplanes', to: `${base}/admin/airplanes`, icon: IconPlaneTilt }] : []),
    ...(can('manage_memberships')
      ? [
          {
            label: 'memberships',
            to: `${base}/admin/memberships`,
            icon: IconUsers,
            end: true,
            activeUnder: `${base}/memberships`,
          },
          { label: 'students', to: `${base}/admin/memberships/students`, icon: IconSchool },
        ]
      : []),
    ...(can('administer') ? [{ label: 'adminCourses', to: `${base}/admin/courses`, icon: IconCertificate }] : []),
    ...(can('send_mailings') ? [{ label: 'mailings', to: `${base}/admin/mailings`, icon: IconMail }] : []),
    ...(can('view_reports') ? [{ label: 'reports', to: `${base}/admin/reports`, icon: IconChartLine }] : []),
    ...(can('administer') ? [{ label: 'companySettings', to: `${base}/admin/settings`, icon: IconSettings }] : []),
  ];
  if (can('see_students'))
    sections.push({
      heading: 'training',
      items: [
        instructor,
        ...(can('manage_memberships') ? [] : [{ label: 'students', to: `${base}/admin/memberships/students`, icon: IconSchool }]),
        questionBank,
      ],
    });
  if (administration.length) sections.push({ heading: 'administration', items: administration });
  sections.push({ items: [{ label: 'allCompanies', to: '/companies', icon: IconArrowLeft, end: true }] });
  return sections;
}
