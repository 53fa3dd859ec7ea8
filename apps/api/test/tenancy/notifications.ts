import type { TenancyCase } from './world';

/** The inbox: every route acts on the caller's own notifications only. */
export const notificationCases: Record<string, TenancyCase> = {
  'GET /api/notifications': { scope: 'self', reason: 'lists only the caller’s own notifications' },
  'POST /api/notifications/:id/read': { scope: 'self', reason: 'marks only a notification of the caller; any other id is 404' },
  'POST /api/notifications/read-all': { scope: 'self', reason: 'marks only the caller’s own notifications' },
};
