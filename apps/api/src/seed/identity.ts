import type { Transaction } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import type { SeedContext } from '.';

type NewMembership = typeof memberships.$inferInsert;

export const DEMO_USERS = [
  { key: 'super', name: 'Sabine Oberhuber', email: 'super@demo.aero', isSuperAdmin: true },
  { key: 'admin', name: 'Klaus Berger', email: 'admin@demo.aero' },
  { key: 'accounting', name: 'Monika Schatz', email: 'accounting@demo.aero' },
  { key: 'instructor', name: 'Thomas Fluglehrer', email: 'instructor@demo.aero' },
  { key: 'student', name: 'Lena Schüler', email: 'student@demo.aero' },
  { key: 'pilot', name: 'Jonas Pilot', email: 'pilot@demo.aero' },
  { key: 'schoolAdmin', name: 'Petra Schulz', email: 'admin@school.demo.aero' },
] as const;

/** The demo club and school, their people and memberships. */
export async function seedIdentity(tx: Transaction, { passwordHash }: SeedContext) {
  const inserted = await tx
    .insert(users)
    .values(DEMO_USERS.map((u) => ({ name: u.name, email: u.email, passwordHash, isSuperAdmin: 'isSuperAdmin' in u })))
    .returning();
  const userId = (email: string) => inserted.find((u) => u.email === email)?.id as number;

  const [club, school] = await tx
    .insert(companies)
    .values([
      {
        name: 'Luftsportverein Hohenlohe e. V.',
        kind: 'club',
        street: 'Flugplatzstraße 12',
        postalCode: '74653',
        city: 'Künzelsau',
        email: 'vorstand@lsv-hohenlohe.example',
        phone: '+49 7940 123456',
        website: 'https://lsv-hohenlohe.example',
      },
      {
        name: 'Flugschule Bodensee GmbH',
        kind: 'school',
        street: 'Am Flughafen 5',
        postalCode: '88046',
        city: 'Friedrichshafen',
        email: 'info@flugschule-bodensee.example',
        phone: '+49 7541 987654',
      },
    ])
    .returning();
  if (!club || !school) throw new Error('demo companies were not created');

  const approved = (email: string, companyId: number, roles: string[], memberNumber: string): NewMembership => ({
    companyId,
    userId: userId(email),
    roles,
    status: 'approved',
    memberNumber,
    joinedAt: '2021-03-01',
  });
  await tx
    .insert(memberships)
    .values([
      approved('admin@demo.aero', club.id, ['admin', 'member'], '1001'),
      approved('accounting@demo.aero', club.id, ['accounting', 'member'], '1002'),
      approved('instructor@demo.aero', club.id, ['instructor', 'member'], '1003'),
      approved('student@demo.aero', club.id, ['student'], '1004'),
      approved('pilot@demo.aero', club.id, ['member'], '1005'),
      approved('admin@school.demo.aero', school.id, ['admin'], 'S-001'),
    ]);
  return { club, school };
}
