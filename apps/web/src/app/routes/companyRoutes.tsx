import type { RouteObject } from 'react-router';
import { RouteGuard } from '../guards/RouteGuard';
import { airplaneRoute } from './airplaneRoutes';
import { lazyPage } from './lazyPage';
import { movedCompanyRoutes } from './movedRoutes';
import { plannedCompanyAdminRoutes, plannedCompanyRoutes } from './plannedRoutes';
import { requireNumericIds } from './validity';

/** Pages under /companies/:company_id in the company layout. */
export const companyRoutes: RouteObject[] = [
  { index: true, handle: { title: 'company' }, lazy: lazyPage(() => import('../../features/companies/pages/CompanyPage')) },
  {
    path: 'my-membership',
    handle: { title: 'myMembership' },
    lazy: lazyPage(() => import('../../features/memberships/pages/MyMembershipPage')),
  },
  {
    path: 'my-account',
    handle: { title: 'myAccount' },
    lazy: lazyPage(() => import('../../features/accounts/pages/MyAccountPage'), ['accounts', 'packages']),
  },
  {
    path: 'apps/company-booking-app',
    handle: { title: 'companyBooking' },
    lazy: lazyPage(() => import('../../features/booking/pages/CompanyBookingPage'), ['booking', 'fleet']),
  },
  {
    path: 'apps/company-fleet-map',
    handle: { title: 'fleetMap' },
    lazy: lazyPage(() => import('../../features/fleetMap/pages/FleetMapPage')),
  },
  { path: 'airplanes', handle: { title: 'fleet' }, lazy: lazyPage(() => import('../../features/fleet/pages/CompanyFleetPage')) },
  airplaneRoute,
  { path: 'fees', handle: { title: 'fees' }, lazy: lazyPage(() => import('../../features/fees/pages/FeesPage')) },
  {
    path: 'events',
    handle: { title: 'events' },
    lazy: lazyPage(() => import('../../features/events/pages/EventsPage'), ['events']),
  },
  {
    path: 'events/:event_id',
    loader: requireNumericIds,
    handle: { title: 'event' },
    lazy: lazyPage(() => import('../../features/events/pages/EventPage'), ['events']),
  },
  {
    path: 'apps/company-document-manager',
    handle: { title: 'documents' },
    lazy: lazyPage(() => import('../../features/documents/pages/DocumentsPage'), ['documents']),
  },
  {
    path: 'work-hours',
    handle: { title: 'workHours' },
    lazy: lazyPage(() => import('../../features/workHours/pages/WorkHoursPage'), ['workHours']),
  },
  {
    path: 'messages',
    handle: { title: 'messages' },
    lazy: lazyPage(() => import('../../features/mailings/pages/MessagesPage'), ['mailings']),
  },
  {
    element: <RouteGuard name="company-accounting" />,
    children: [
      {
        path: 'accounting',
        handle: { title: 'accountingDashboard' },
        lazy: lazyPage(() => import('../../features/accounting/pages/AccountingDashboardPage'), ['accounting']),
      },
      {
        path: 'accounting/dashboard',
        handle: { title: 'accountingDashboard' },
        lazy: lazyPage(() => import('../../features/accounting/pages/AccountingDashboardPage'), ['accounting']),
      },
      {
        path: 'accounting/fees',
        handle: { title: 'accountingFees' },
        lazy: lazyPage(() => import('../../features/fees/pages/AccountingFeesPage')),
      },
      {
        path: 'accounting/flights',
        handle: { title: 'accountingFlights' },
        lazy: lazyPage(() => import('../../features/flights/pages/AccountingFlightsPage')),
      },
      {
        path: 'accounting/accounts',
        handle: { title: 'accountingAccounts' },
        lazy: lazyPage(() => import('../../features/accounts/pages/AccountingAccountsPage'), ['accounts']),
      },
      {
        path: 'accounting/invoices',
        handle: { title: 'accountingInvoices' },
        lazy: lazyPage(() => import('../../features/invoices/pages/AccountingInvoicesPage'), ['invoices', 'accounting', 'sepa']),
      },
      {
        path: 'accounting/invoices/:invoiceId',
        loader: requireNumericIds,
        handle: { title: 'accountingInvoice' },
        lazy: lazyPage(() => import('../../features/invoices/pages/InvoicePage'), ['invoices', 'accounting', 'payments']),
      },
      {
        path: 'accounting/prePaid',
        handle: { title: 'accountingPrePaid' },
        lazy: lazyPage(() => import('../../features/packages/pages/AccountingPrePaidPage'), ['packages', 'fleet']),
      },
    ],
  },
  {
    element: <RouteGuard name="company-reports" />,
    children: [
      {
        path: 'admin/reports',
        handle: { title: 'reports' },
        lazy: lazyPage(() => import('../../features/reports/pages/ReportsPage'), ['reports']),
      },
    ],
  },
  {
    element: <RouteGuard name="company-instructor" />,
    children: [
      {
        path: 'admin/memberships/students',
        handle: { title: 'students' },
        lazy: lazyPage(() => import('../../features/memberships/pages/StudentsPage')),
      },
      {
        path: 'instructor',
        handle: { title: 'instructor' },
        lazy: lazyPage(() => import('../../features/academy/pages/InstructorPage'), ['academy']),
      },
      {
        path: 'instructor/questions',
        handle: { title: 'questionBank' },
        lazy: lazyPage(() => import('../../features/academy/pages/QuestionBankPage'), ['academy', 'fleet']),
      },
    ],
  },
  {
    element: <RouteGuard name="company-admin" />,
    children: [
      {
        path: 'admin',
        handle: { title: 'companyAdmin' },
        lazy: lazyPage(() => import('../../features/companyAdmin/pages/CompanyAdminPage'), ['companyAdmin', 'memberships']),
      },
      {
        path: 'admin/memberships',
        handle: { title: 'memberships' },
        lazy: lazyPage(() => import('../../features/memberships/pages/MembershipsPage')),
      },
      {
        path: 'memberships/:membership_id',
        loader: requireNumericIds,
        handle: { title: 'membership' },
        lazy: lazyPage(() => import('../../features/memberships/pages/MembershipPage')),
      },
      {
        path: 'admin/airplanes',
        handle: { title: 'adminAirplanes' },
        lazy: lazyPage(() => import('../../features/fleet/pages/AdminAirplanesPage'), ['fleet', 'fees']),
      },
      {
        path: 'admin/mailings',
        handle: { title: 'mailings' },
        lazy: lazyPage(() => import('../../features/mailings/pages/MailingsPage'), ['mailings']),
      },
      {
        path: 'admin/settings',
        handle: { title: 'companySettings' },
        lazy: lazyPage(() => import('../../features/companies/pages/CompanySettingsPage'), ['fbo', 'invoices']),
      },
      {
        path: 'admin/courses',
        handle: { title: 'adminCourses' },
        lazy: lazyPage(() => import('../../features/academy/pages/AdminCoursesPage'), ['academy']),
      },
      ...plannedCompanyAdminRoutes,
    ],
  },
  {
    path: 'student',
    handle: { title: 'student' },
    lazy: lazyPage(() => import('../../features/academy/pages/StudentPage'), ['academy']),
  },
  {
    path: 'courses',
    handle: { title: 'courses' },
    lazy: lazyPage(() => import('../../features/academy/pages/CoursesPage'), ['academy']),
  },
  ...plannedCompanyRoutes,
  ...movedCompanyRoutes,
];
