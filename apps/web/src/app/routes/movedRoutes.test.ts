import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { movedCompanyRoutes } from './movedRoutes';

async function follow(path: string, search = '') {
  const route = movedCompanyRoutes.find((candidate) => candidate.path === path);
  if (typeof route?.loader !== 'function') throw new Error(`no moved route ${path}`);
  const url = new URL(`http://localhost/companies/7/${path}${search}`);
  const args: LoaderFunctionArgs = {
    params: { company_id: '7' },
    request: new Request(url),
    url,
    pattern: `/companies/:company_id/${path}`,
    context: {},
  };
  const response = (await route.loader(args)) as Response;
  return { status: response.status, location: response.headers.get('Location') };
}

describe('the admin pages that moved under admin/', () => {
  it('send each old path to its new one in the same company', async () => {
    expect(await follow('memberships')).toEqual({ status: 302, location: '/companies/7/admin/memberships' });
    expect((await follow('memberships/students')).location).toBe('/companies/7/admin/memberships/students');
    expect((await follow('settings')).location).toBe('/companies/7/admin/settings');
    expect((await follow('reports')).location).toBe('/companies/7/admin/reports');
  });

  it('keep the query string', async () => {
    expect((await follow('memberships', '?status=pending&search=lena')).location).toBe(
      '/companies/7/admin/memberships?status=pending&search=lena',
    );
  });
});
