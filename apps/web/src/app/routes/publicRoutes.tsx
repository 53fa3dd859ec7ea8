import type { RouteObject } from 'react-router';
import { GuestOnly } from '../guards/GuestOnly';
import { lazyPage } from './lazyPage';

/** Blank-layout pages: sign-in and registration for guests, and pages anyone may open. */
export const publicRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('../layouts/BlankLayout')),
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            handle: { title: 'login' },
            lazy: lazyPage(() => import('../../features/auth/pages/LoginPage'), ['auth']),
          },
          {
            path: 'register',
            handle: { title: 'register' },
            lazy: lazyPage(() => import('../../features/auth/pages/RegisterPage')),
          },
        ],
      },
      {
        path: 'password/forgot',
        handle: { title: 'forgotPassword' },
        lazy: lazyPage(() => import('../../features/auth/pages/ForgotPasswordPage')),
      },
      {
        path: 'password/reset',
        handle: { title: 'resetPassword' },
        lazy: lazyPage(() => import('../../features/auth/pages/ResetPasswordPage')),
      },
      {
        path: 'email/verify/:id/:hash',
        handle: { title: 'verifyEmail' },
        lazy: lazyPage(() => import('../../features/auth/pages/VerifyEmailPage')),
      },
      {
        path: 'legal',
        children: [
          { index: true, handle: { title: 'imprint' }, lazy: lazyPage(() => import('../../features/legal/pages/ImprintPage')) },
          { path: 'terms', handle: { title: 'terms' }, lazy: lazyPage(() => import('../../features/legal/pages/TermsPage')) },
          {
            path: 'privacy',
            handle: { title: 'privacy' },
            lazy: lazyPage(() => import('../../features/legal/pages/PrivacyPage')),
          },
        ],
      },
      {
        path: 'mail/unsubscribe',
        handle: { title: 'unsubscribe' },
        lazy: lazyPage(() => import('../../features/mailings/pages/UnsubscribePage'), ['mailings']),
      },
      {
        path: 'shared/tracks/:token',
        handle: { title: 'sharedTrack' },
        lazy: lazyPage(() => import('../../features/tracks/pages/SharedTrackPage'), ['tracks']),
      },
      {
        path: 'maintenance',
        handle: { title: 'maintenance' },
        lazy: lazyPage(() => import('../../features/misc/pages/MaintenancePage')),
      },
      ...['not-authorized', 'pages/misc/not-authorized'].map((path) => ({
        path,
        handle: { title: 'notAuthorized' },
        lazy: lazyPage(() => import('../../features/misc/pages/NotAuthorizedPage')),
      })),
    ],
  },
];
