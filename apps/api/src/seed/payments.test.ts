import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { loadAirportFixture } from '../../test/factories/fleet';
import { companies, memberships, sepaMandates } from '../db/schema';
import { seedDemoData } from '.';

describe('demo mandates and payments', () => {
  const t = useTestApp();

  it('gives most of the club’s members a mandate with a valid IBAN', async () => {
    await loadAirportFixture(t.db);
    expect(await seedDemoData(t.db)).toBe(true);
    const mandates = await t.db.select().from(sepaMandates);
    const clubs = (await t.db.select().from(companies)).filter((company) => company.kind === 'club').map((club) => club.id);
    const members = (await t.db.select().from(memberships)).filter(
      (membership) => membership.status === 'approved' && membership.companyId === clubs[0],
    );
    expect(mandates.length).toBeGreaterThan(members.length / 2);
    expect(mandates.length).toBeLessThan(members.length);
    for (const mandate of mandates) expect(isValidIBAN(mandate.iban)).toBe(true);
  });
});
