import { buildOffer, buildOwnedPackage } from '../factories/packages';
import type { TenancyCase, TenancyWorld } from './world';

const home = (setup: (world: TenancyWorld) => Promise<{ url: string; body?: unknown }>): TenancyCase => ({
  scope: 'company',
  setup,
});

/** Prepaid packages: offers and the packages members own. */
export const packageCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/prePaidPackages': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/prePaidPackages?sold=true`,
  })),
  'POST /api/companies/:company_id/prePaidPackages': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/prePaidPackages`,
    body: { name: '5 Stunden', price: 80_000, credit_minutes: 300, validity_days: 180 },
  })),
  'GET /api/prePaidPackages/:id': home(async (w) => {
    const owned = await buildOwnedPackage(w.db, await buildOffer(w.db, w.homeCompanyId), w.homeMembership.id);
    return { url: `/api/prePaidPackages/${owned.id}` };
  }),
  'PATCH /api/prePaidPackages/:id': home(async (w) => ({
    url: `/api/prePaidPackages/${(await buildOffer(w.db, w.homeCompanyId)).id}`,
    body: { price: 140_000 },
  })),
  'DELETE /api/prePaidPackages/:id': home(async (w) => ({
    url: `/api/prePaidPackages/${(await buildOffer(w.db, w.homeCompanyId)).id}`,
  })),
  'POST /api/prePaidPackages/:id/sell': home(async (w) => ({
    url: `/api/prePaidPackages/${(await buildOffer(w.db, w.homeCompanyId)).id}/sell`,
    body: { membership_id: w.homeMembership.id, paid: false },
  })),
};
