import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signIn } from '../../test/client';
import { loadAirportFixture } from '../../test/factories/fleet';
import { companies, memberships } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '.';
import { seedIdentity } from './identity';

describe('demo club', () => {
  const t = useTestApp();

  it('has at least twelve memberships across every role, a pending join request, and working sign-ins', async () => {
    await loadAirportFixture(t.db);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await t.db.transaction((tx) => seedIdentity(tx, { passwordHash, now: new Date() }));
    const club = await t.db.query.companies.findFirst({ where: eq(companies.name, 'Luftsportverein Hohenlohe e. V.') });
    const rows = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, club?.id ?? 0));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const roles = new Set(rows.filter((m) => m.status === 'approved').flatMap((m) => m.roles));
    expect([...roles].sort()).toEqual(['accounting', 'admin', 'crew', 'instructor', 'member', 'student']);
    const pending = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, club?.id ?? 0), eq(memberships.status, 'pending')));
    expect(pending).toHaveLength(1);
    const admin = await signIn(t.app, 'admin@demo.aero', DEMO_PASSWORD);
    const list = await admin.get(`/api/companies/${club?.id}/memberships?status=pending&permissions[membership]=*`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ name: 'Sophie Zimmermann', permissions: expect.objectContaining({ approve: true }) }),
    ]);
  });
});
