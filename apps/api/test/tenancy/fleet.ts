import { landingFees } from '../../src/db/schema';
import {
  airportByIdent,
  buildAirplane,
  buildDocument,
  buildFee,
  buildMaintenanceItem,
  buildSquawk,
  buildStoredFile,
  loadAirportFixture,
} from '../factories/fleet';
import type { TenancyCase, TenancyRequest, TenancyWorld } from './world';

const globalReference: TenancyCase = { scope: 'self', reason: 'global reference data: the same airports for everyone' };

/** A request that reaches a row of the home company. */
const home = (reach: (world: TenancyWorld) => Promise<TenancyRequest>): TenancyCase => ({
  scope: 'company',
  setup: reach,
});

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const PDF = Buffer.from('%PDF-1.4\n% a document\n%%EOF\n');

/** A browser's file upload to `url`: multipart form data with the file in the field `file`. */
export function upload(url: string, content: Buffer, declared: string) {
  const boundary = 'portal-tenancy-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload"\r\nContent-Type: ${declared}\r\n\r\n`;
  return {
    url,
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const airplaneUrl = (suffix: string) =>
  home(async (w) => ({ url: `/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}${suffix}` }));

async function homeLandingFee(w: TenancyWorld) {
  await loadAirportFixture(w.db);
  const airport = await airportByIdent(w.db, 'EDTY');
  const [fee] = await w.db
    .insert(landingFees)
    .values({ companyId: w.homeCompanyId, airportId: airport.id, amount: 1200 })
    .returning();
  return fee as typeof landingFees.$inferSelect;
}

/** Airports, fleet, fees and landing fees. */
export const fleetCases: Record<string, TenancyCase> = {
  'GET /api/airports': globalReference,
  'GET /api/airports/within': globalReference,
  'GET /api/airports/:id': {
    scope: 'self',
    reason: 'global reference data; the landing fees it adds come from the X-COMPANY the tenancy hook has checked',
  },

  'GET /api/companies/:company_id/fees': home(async (w) => ({ url: `/api/companies/${w.homeCompanyId}/fees` })),
  'POST /api/companies/:company_id/fees': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/fees`,
    body: { ident: 'C172', title: 'Charter', kind: 'per_hour', amount: 19500 },
  })),
  'GET /api/fees/:id': home(async (w) => ({ url: `/api/fees/${(await buildFee(w.db, w.homeCompanyId)).id}` })),
  'PATCH /api/fees/:id': home(async (w) => ({
    url: `/api/fees/${(await buildFee(w.db, w.homeCompanyId)).id}`,
    body: { amount: 1 },
  })),
  'DELETE /api/fees/:id': home(async (w) => ({ url: `/api/fees/${(await buildFee(w.db, w.homeCompanyId)).id}` })),

  'GET /api/companies/:company_id/landingFees': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/landingFees?index=true`,
  })),
  'POST /api/companies/:company_id/landingFees': home(async (w) => {
    await loadAirportFixture(w.db);
    const airport = await airportByIdent(w.db, 'EDNY');
    return { url: `/api/companies/${w.homeCompanyId}/landingFees`, body: { airport_id: airport.id, amount: 900 } };
  }),
  'PATCH /api/landingFees/:id': home(async (w) => ({
    url: `/api/landingFees/${(await homeLandingFee(w)).id}`,
    body: { amount: 1 },
  })),
  'DELETE /api/landingFees/:id': home(async (w) => ({ url: `/api/landingFees/${(await homeLandingFee(w)).id}` })),

  'GET /api/companies/:company_id/airplanes': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/airplanes?paginate=false`,
  })),
  'POST /api/companies/:company_id/airplanes': home(async (w) => ({
    url: `/api/companies/${w.homeCompanyId}/airplanes`,
    body: { registration: 'D-EFGH', manufacturer: 'Cessna', model: '172S', category: 'sep' },
  })),
  'GET /api/airplanes/:id': airplaneUrl(''),
  'PATCH /api/airplanes/:id': home(async (w) => ({
    url: `/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}`,
    body: { seats: 4 },
  })),
  'DELETE /api/airplanes/:id': airplaneUrl(''),
  'POST /api/airplanes/:id/toggleFavourite': airplaneUrl('/toggleFavourite'),
  'GET /api/auth/user/favourites': { scope: 'self', reason: "the caller's own favourites, among companies they belong to" },
  'GET /api/users/:id/airplanes': home(async (w) => ({ url: `/api/users/${w.homeAdmin.id}/airplanes` })),
  'GET /api/airplanes/:id/positions': airplaneUrl('/positions'),
  'POST /api/airplanes/:id/positions': home(async (w) => ({
    url: `/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}/positions`,
    body: { latitude: 49.1, longitude: 9.8 },
  })),
  'GET /api/airplanes/:id/status': airplaneUrl('/status'),
  'GET /api/airplanes/:id/maintenanceItems': airplaneUrl('/maintenanceItems'),
  'POST /api/airplanes/:id/maintenanceItems': home(async (w) => ({
    url: `/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}/maintenanceItems`,
    body: { what: '50h', due_at_hobbs_minutes: 6000 },
  })),
  'PATCH /api/maintenanceItems/:id': home(async (w) => {
    const item = await buildMaintenanceItem(w.db, await buildAirplane(w.db, w.homeCompanyId), { dueOn: '2030-01-01' });
    return { url: `/api/maintenanceItems/${item.id}`, body: { what: 'ARC' } };
  }),
  'DELETE /api/maintenanceItems/:id': home(async (w) => {
    const item = await buildMaintenanceItem(w.db, await buildAirplane(w.db, w.homeCompanyId), { dueOn: '2030-01-01' });
    return { url: `/api/maintenanceItems/${item.id}` };
  }),
  'GET /api/airplanes/:id/squawks': airplaneUrl('/squawks'),
  'POST /api/airplanes/:id/squawks': home(async (w) => ({
    url: `/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}/squawks`,
    body: { description: 'Oil leak' },
  })),
  'PATCH /api/squawks/:id': home(async (w) => {
    const squawk = await buildSquawk(w.db, await buildAirplane(w.db, w.homeCompanyId));
    return { url: `/api/squawks/${squawk.id}`, body: { status: 'deferred' } };
  }),
  'GET /api/airplanes/:id/documents': airplaneUrl('/documents'),
  'POST /api/airplanes/:id/documents': home(async (w) => ({
    url: `/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}/documents`,
    body: { kind: 'insurance', title: 'Haftpflicht' },
  })),
  'PATCH /api/airplaneDocuments/:id': home(async (w) => {
    const document = await buildDocument(w.db, await buildAirplane(w.db, w.homeCompanyId));
    return { url: `/api/airplaneDocuments/${document.id}`, body: { title: 'Kasko' } };
  }),
  'DELETE /api/airplaneDocuments/:id': home(async (w) => {
    const document = await buildDocument(w.db, await buildAirplane(w.db, w.homeCompanyId));
    return { url: `/api/airplaneDocuments/${document.id}` };
  }),

  'POST /api/airplanes/:id/photo': home(async (w) =>
    upload(`/api/airplanes/${(await buildAirplane(w.db, w.homeCompanyId)).id}/photo`, PNG, 'image/png'),
  ),
  'DELETE /api/airplanes/:id/photo': airplaneUrl('/photo'),
  'POST /api/squawks/:id/photo': home(async (w) => {
    const squawk = await buildSquawk(w.db, await buildAirplane(w.db, w.homeCompanyId));
    return upload(`/api/squawks/${squawk.id}/photo`, PNG, 'image/png');
  }),
  'POST /api/airplaneDocuments/:id/file': home(async (w) => {
    const document = await buildDocument(w.db, await buildAirplane(w.db, w.homeCompanyId));
    return upload(`/api/airplaneDocuments/${document.id}/file`, PDF, 'application/pdf');
  }),
  'DELETE /api/airplaneDocuments/:id/file': home(async (w) => {
    const document = await buildDocument(w.db, await buildAirplane(w.db, w.homeCompanyId));
    return { url: `/api/airplaneDocuments/${document.id}/file` };
  }),
  'GET /api/files/:id': home(async (w) => ({ url: `/api/files/${(await buildStoredFile(w.db, w.homeCompanyId)).id}` })),
};
