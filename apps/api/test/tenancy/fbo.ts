import { eq } from 'drizzle-orm';
import { pprRequests } from '../../src/db/schema';
import { buildPpr, buildSeries, makeOperator } from '../factories/fbo';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: (world: TenancyWorld) => Promise<{ url: string; body?: unknown }>): TenancyCase => ({
  scope: 'company',
  setup,
});

/** The home company as an operator, with an approved PPR of its admin's (the admin is the pilot too). */
async function operatorWithPpr(w: TenancyWorld, status: 'pending' | 'approved' = 'approved') {
  const operator = await makeOperator(w.db, w.homeCompanyId);
  const ppr = await buildPpr(w.db, operator.id, w.homeAdmin.id, status === 'approved' ? { status, pprNumber: 'T-1' } : {});
  return { operator, ppr };
}

const day = () => {
  const from = new Date();
  from.setUTCHours(0, 0, 0, 0);
  return `from=${from.toISOString()}&to=${new Date(from.getTime() + 2 * 86_400_000).toISOString()}`;
};

/** The home company as an operator with a daily series from tomorrow. */
async function operatorWithSeries(w: TenancyWorld) {
  const operator = await makeOperator(w.db, w.homeCompanyId);
  const series = await buildSeries(w.db, operator.id);
  return { operator, series };
}

/** The first flight's start, 09:00 in Berlin (winter or summer time). */
const firstFlight = (startsOn: string) => {
  const winter = new Date(`${startsOn}T08:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
    winter,
  );
  return offset === '09' ? winter.toISOString() : new Date(`${startsOn}T07:00:00Z`).toISOString();
};

const seriesInput = {
  title: 'Rundflug',
  registration: 'D-EABC',
  starts_on: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  start_time: '14:00',
  duration_minutes: 45,
  rule: { freq: 'WEEKLY', by_day: ['SA'], count: 4 },
};

/** Fixed base operators: their page, PPR requests and movements. */
export const fboCases: Record<string, TenancyCase> = {
  'GET /api/fixedBaseOperators': { scope: 'self', reason: 'a directory of operators and airports; the caller’s own roles only' },
  'POST /api/fixedBaseOperators/:id/pprRequests': {
    scope: 'self',
    reason: 'any signed-in pilot asks any operator; the request is the caller’s own and shows nothing of the operator',
  },
  'GET /api/user/pprRequests': { scope: 'self', reason: 'the caller’s own PPR requests' },
  'GET /api/fixedBaseOperators/:id': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await makeOperator(w.db, w.homeCompanyId)).id}`,
  })),
  'PATCH /api/fixedBaseOperators/:id': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await makeOperator(w.db, w.homeCompanyId)).id}`,
    body: { phone: '+49 7121 1234' },
  })),
  'GET /api/fixedBaseOperators/:id/movements': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await operatorWithPpr(w)).operator.id}/movements?${day()}`,
  })),
  'GET /api/fixedBaseOperators/:id/pprRequests': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await operatorWithPpr(w)).operator.id}/pprRequests`,
  })),
  'POST /api/pprRequests/:id/approve': home(async (w) => ({
    url: `/api/pprRequests/${(await operatorWithPpr(w, 'pending')).ppr.id}/approve`,
    body: { ppr_number: 'A-7' },
  })),
  'POST /api/pprRequests/:id/decline': home(async (w) => ({
    url: `/api/pprRequests/${(await operatorWithPpr(w, 'pending')).ppr.id}/decline`,
    body: { reason: 'Platz gesperrt' },
  })),
  'POST /api/pprRequests/:id/arrived': home(async (w) => ({
    url: `/api/pprRequests/${(await operatorWithPpr(w)).ppr.id}/arrived`,
  })),
  'POST /api/pprRequests/:id/departed': home(async (w) => {
    const { ppr } = await operatorWithPpr(w);
    await w.db
      .update(pprRequests)
      .set({ arrivedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(pprRequests.id, ppr.id));
    return { url: `/api/pprRequests/${ppr.id}/departed` };
  }),
  'GET /api/fixedBaseOperators/:id/recurringFlights': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await operatorWithSeries(w)).operator.id}/recurringFlights`,
  })),
  'GET /api/fixedBaseOperators/:id/calendar.ics': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await operatorWithSeries(w)).operator.id}/calendar.ics`,
  })),
  'POST /api/fixedBaseOperators/:id/recurringFlights': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await makeOperator(w.db, w.homeCompanyId)).id}/recurringFlights`,
    body: seriesInput,
  })),
  'POST /api/fixedBaseOperators/:id/recurringFlights/preview': home(async (w) => ({
    url: `/api/fixedBaseOperators/${(await makeOperator(w.db, w.homeCompanyId)).id}/recurringFlights/preview`,
    body: seriesInput,
  })),
  'PATCH /api/recurringFlights/:id': home(async (w) => {
    const { series } = await operatorWithSeries(w);
    return { url: `/api/recurringFlights/${series.id}`, body: { scope: 'all', title: 'Neue Platzrunden' } };
  }),
  'DELETE /api/recurringFlights/:id': home(async (w) => ({
    url: `/api/recurringFlights/${(await operatorWithSeries(w)).series.id}`,
  })),
  'POST /api/recurringFlights/:id/exceptions': home(async (w) => {
    const { series } = await operatorWithSeries(w);
    return { url: `/api/recurringFlights/${series.id}/exceptions`, body: { occurrence: firstFlight(series.startsOn) } };
  }),
};
