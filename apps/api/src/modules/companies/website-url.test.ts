import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { adminOfNewCompany } from '../../../test/factories/identity';

describe('a company website', () => {
  const t = useTestApp();

  it('takes http and https addresses only; a script or data URL is a 422 on website', async () => {
    const { company, client } = await adminOfNewCompany(t.app, t.db);
    const save = (website: string) => client.patch(`/api/companies/${company.id}`, { website });
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JavaScript://example.org/%0Aalert(1)',
      'data:text/html,hi',
      'ftp://example.org',
    ]) {
      const response = await save(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.website, bad).toEqual(['Invalid format']);
    }
    const good = await save('https://lsv-hohenlohe.example.org/verein');
    expect(good.statusCode).toBe(200);
    expect(good.json().data.website).toBe('https://lsv-hohenlohe.example.org/verein');
  });
});
