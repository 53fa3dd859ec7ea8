import type { RouteObject } from 'react-router';

/** The roadmap's features and the page titles (common:titles) whose working routes show a feature is there. */
const FEATURE_PAGES = {
  accounts: ['accountSettings'],
  companies: ['companies', 'company'],
  memberships: ['memberships'],
  admin: ['admin'],
  app: ['dashboard'],
  booking: ['booking', 'companyBooking'],
  logbook: ['logbook'],
  airplanes: ['fleet', 'airplanes'],
  airports: ['airports'],
  accounting: ['accountingFees', 'accountingFlights'],
  courses: ['courses'],
  academy: ['academy'],
  events: ['events'],
  documents: ['documents'],
  fbo: ['fbo', 'pprRequest'],
} as const;

export type Feature = keyof typeof FEATURE_PAGES;
/** There (every page works), partly there (some pages still planned), or next (only planned pages). */
export type FeatureState = 'available' | 'partial' | 'next';

interface Handle {
  title?: string;
  planned?: string;
}

function* walk(routes: RouteObject[]): Generator<Handle> {
  for (const route of routes) {
    if (route.handle) yield route.handle as Handle;
    if (route.children) yield* walk(route.children);
  }
}

/**
 * Each feature's state as the route table has it, so the roadmap cannot claim as planned what
 * works, or the other way round. A feature with no route at all is left out.
 */
export function roadmapOf(routes: RouteObject[]): { feature: Feature; state: FeatureState }[] {
  const handles = [...walk(routes)];
  const working = new Set(handles.filter((handle) => !handle.planned).map((handle) => handle.title));
  const planned = new Set(handles.map((handle) => handle.planned));
  return (Object.entries(FEATURE_PAGES) as [Feature, readonly string[]][]).flatMap(([feature, titles]) => {
    const works = titles.some((title) => working.has(title));
    const state: FeatureState | null = works
      ? planned.has(feature)
        ? 'partial'
        : 'available'
      : planned.has(feature)
        ? 'next'
        : null;
    return state ? [{ feature, state }] : [];
  });
}

let routeTable: RouteObject[] = [];

/** The app hands over its route table once (app/routes/index.tsx), so the roadmap reads what the app has. */
export function registerRouteTable(routes: RouteObject[]) {
  routeTable = routes;
}

/** The roadmap of this build. */
export const appRoadmap = () => roadmapOf(routeTable);
