import { describe, expect, it } from 'vitest';
import { roadmapOf } from '../../lib/roadmap';
import { companyRoutes } from './companyRoutes';
import { defaultRoutes } from './defaultRoutes';
import { fboRoutes } from './fboRoutes';
import { planned } from './plannedRoutes';

const page = (path: string, title: string) => ({ path, handle: { title } });

describe('roadmapOf', () => {
  it('lists a feature as there when a working route has its page, as next when only planned routes name it', () => {
    const routes = [
      page('apps/logbook', 'logbook'),
      { path: 'companies/:company_id', children: [page('airplanes', 'fleet'), planned('events', 'events')] },
    ];
    expect(roadmapOf(routes)).toEqual([
      { feature: 'logbook', state: 'available' },
      { feature: 'airplanes', state: 'available' },
      { feature: 'events', state: 'next' },
    ]);
  });

  it('calls a feature with working and planned pages partly there', () => {
    const routes = [page('accounting/flights', 'accountingFlights'), planned('accounting', 'accountingDashboard', 'accounting')];
    expect(roadmapOf(routes)).toEqual([{ feature: 'accounting', state: 'partial' }]);
  });
});

describe('the app’s roadmap', () => {
  it('shows booking, logbook, fleet, airports, the academy, events, documents and the fbo area as there', () => {
    const states = Object.fromEntries(
      roadmapOf([...defaultRoutes, ...companyRoutes, ...fboRoutes]).map(({ feature, state }) => [feature, state]),
    );
    expect(states).toMatchObject({
      booking: 'available',
      logbook: 'available',
      airplanes: 'available',
      airports: 'available',
      academy: 'available',
      courses: 'available',
      fbo: 'available',
      events: 'available',
      documents: 'available',
    });
  });
});
