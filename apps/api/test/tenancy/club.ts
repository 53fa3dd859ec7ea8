import { buildEvent, buildMailing, buildWorkHours, eventInput } from '../factories/club';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: (world: TenancyWorld) => Promise<{ url: string; body?: unknown }>): TenancyCase => ({
  scope: 'company',
  setup,
});

const homeEvent = (w: TenancyWorld) => buildEvent(w.db, w.homeCompanyId);

/** Club events, work hours and member mail. */
export const clubCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/events': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/events` })),
  'POST /api/companies/:company_id/events': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/events`,
    body: eventInput(),
  })),
  'GET /api/events/:id': home(async (w) => ({ url: `/api/events/${(await homeEvent(w)).id}` })),
  'PATCH /api/events/:id': home(async (w) => ({ url: `/api/events/${(await homeEvent(w)).id}`, body: { place: 'Tower' } })),
  'DELETE /api/events/:id': home(async (w) => ({ url: `/api/events/${(await homeEvent(w)).id}` })),
  'POST /api/events/:id/registrations': home(async (w) => ({ url: `/api/events/${(await homeEvent(w)).id}/registrations` })),
  'DELETE /api/events/:id/registrations/me': home(async (w) => ({
    url: `/api/events/${(await homeEvent(w)).id}/registrations/me`,
  })),
  'GET /api/events/:id/registrations': home(async (w) => ({ url: `/api/events/${(await homeEvent(w)).id}/registrations` })),
  'GET /api/events/:id/registrations/export': home(async (w) => ({
    url: `/api/events/${(await homeEvent(w)).id}/registrations/export`,
  })),
  'GET /api/companies/:company_id/workHours': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/workHours` })),
  'POST /api/companies/:company_id/workHours': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/workHours`,
    body: { task: 'Rasenmähen', worked_on: '2026-05-02', minutes: 90 },
  })),
  'GET /api/companies/:company_id/workHours/report': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/workHours/report`,
  })),
  'PATCH /api/workHours/:id': home(async (w) => ({
    url: `/api/workHours/${(await buildWorkHours(w.db, w.homeCompanyId, w.homeMembership.id)).id}`,
    body: { status: 'approved' },
  })),
  'DELETE /api/workHours/:id': home(async (w) => ({
    url: `/api/workHours/${(await buildWorkHours(w.db, w.homeCompanyId, w.homeMembership.id)).id}`,
  })),
  'GET /api/companies/:company_id/mailings': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/mailings` })),
  'POST /api/companies/:company_id/mailings': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/mailings`,
    body: { subject: 'Jahreshauptversammlung', body: 'Einladung folgt.' },
  })),
  'POST /api/companies/:company_id/mailings/preview': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/mailings/preview`,
    body: { subject: 'Jahreshauptversammlung', body: 'Einladung folgt.' },
  })),
  'GET /api/mailings/:id': home(async (w) => ({
    url: `/api/mailings/${(await buildMailing(w.db, w.homeCompanyId, [w.homeMembership.id])).id}`,
  })),
  'GET /api/mailings/:id/recipients': home(async (w) => ({
    url: `/api/mailings/${(await buildMailing(w.db, w.homeCompanyId, [w.homeMembership.id])).id}/recipients`,
  })),
};
