import type { RouteObject } from 'react-router';
import { RouteGuard } from '../guards/RouteGuard';
import { lazyPage } from './lazyPage';
import { plannedDefaultRoutes } from './plannedRoutes';
import { playgroundRoutes } from './playgroundRoutes';
import { requireAccountTab, requireAirportKey, requireNumericIds } from './validity';

/** Signed-in pages in the default layout. */
export const defaultRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'dashboard' },
    lazy: lazyPage(
      () => import('../../features/dashboard/pages/DashboardPage'),
      ['dashboard', 'booking', 'logbook', 'memberships', 'fleet', 'accounts', 'events'],
    ),
  },
  { path: 'outbox', handle: { title: 'outbox' }, lazy: lazyPage(() => import('../../features/misc/pages/OutboxPage')) },
  { path: 'roadmap', handle: { title: 'roadmap' }, lazy: lazyPage(() => import('../../features/misc/pages/RoadmapPage')) },
  { path: 'dev/theme', handle: { title: 'devTheme' }, lazy: lazyPage(() => import('../../features/misc/pages/ThemePage')) },
  {
    path: 'dev/typography',
    handle: { title: 'devTypography' },
    lazy: lazyPage(() => import('../../features/misc/pages/TypographyPage')),
  },
  {
    path: 'account-settings/:tab',
    loader: requireAccountTab,
    handle: { title: 'accountSettings' },
    lazy: lazyPage(() => import('../../features/account/pages/AccountSettingsPage')),
  },
  {
    path: 'apps/booking',
    handle: { title: 'booking' },
    lazy: lazyPage(() => import('../../features/booking/pages/BookingPage'), ['booking', 'fleet']),
  },
  {
    path: 'apps/logbook',
    handle: { title: 'logbook' },
    lazy: lazyPage(() => import('../../features/logbook/pages/LogbookPage')),
  },
  {
    path: 'prePaidPackage/:id',
    loader: requireNumericIds,
    handle: { title: 'prePaidPackage' },
    lazy: lazyPage(() => import('../../features/packages/pages/PrePaidPackagePage'), ['packages', 'fleet']),
  },
  {
    path: 'apps/academy/dashboard',
    handle: { title: 'academy' },
    lazy: lazyPage(() => import('../../features/academy/pages/AcademyDashboardPage'), ['academy']),
  },
  {
    path: 'apps/academy/questionnaires/:questionnaire_id',
    loader: requireNumericIds,
    handle: { title: 'questionnaire' },
    lazy: lazyPage(() => import('../../features/academy/pages/QuestionnairePage'), ['academy']),
  },
  {
    path: 'apps/airports',
    handle: { title: 'airports' },
    lazy: lazyPage(() => import('../../features/airports/pages/AirportsPage')),
  },
  {
    path: 'apps/ppr',
    handle: { title: 'pprRequest' },
    lazy: lazyPage(() => import('../../features/fbo/pages/PprRequestPage'), ['fbo']),
  },
  {
    path: 'apps/airports/:id',
    loader: requireAirportKey,
    handle: { title: 'airport' },
    lazy: lazyPage(() => import('../../features/airports/pages/AirportPage')),
  },
  {
    path: 'airplanes',
    handle: { title: 'airplanes' },
    lazy: lazyPage(() => import('../../features/fleet/pages/MyAirplanesPage')),
  },
  {
    path: 'companies',
    handle: { title: 'companies' },
    lazy: lazyPage(() => import('../../features/companies/pages/CompaniesPage')),
  },
  {
    path: 'companies/create',
    handle: { title: 'companyCreate' },
    lazy: lazyPage(() => import('../../features/companies/pages/CompanyCreatePage')),
  },
  {
    element: <RouteGuard name="super-admin" />,
    children: [
      { path: 'admin', handle: { title: 'admin' }, lazy: lazyPage(() => import('../../features/admin/pages/AdminPage')) },
      {
        path: 'dev/test-media-upload',
        handle: { title: 'mediaUpload' },
        lazy: lazyPage(() => import('../../features/playground/pages/MediaUploadPage'), ['playground']),
      },
    ],
  },
  { element: <RouteGuard name="any-admin" />, children: playgroundRoutes },
  ...plannedDefaultRoutes,
];
