import type { Role } from '@portal/contracts';
import type { Transaction } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { notify } from '../modules/notifications';
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
  { key: 'instructor2', name: 'Stefan Krämer', email: 'stefan.kraemer@demo.aero' },
  { key: 'crew', name: 'Anna Fischer', email: 'crew@demo.aero' },
  { key: 'student2', name: 'Maximilian Bauer', email: 'max.bauer@demo.aero' },
  { key: 'student3', name: 'Julia Hoffmann', email: 'julia.hoffmann@demo.aero' },
  { key: 'member2', name: 'Markus Wagner', email: 'markus.wagner@demo.aero' },
  { key: 'member3', name: 'Katharina Schneider', email: 'katharina.schneider@demo.aero' },
  { key: 'member4', name: 'Florian Maier', email: 'florian.maier@demo.aero' },
  { key: 'applicant', name: 'Sophie Zimmermann', email: 'sophie.zimmermann@demo.aero' },
] as const;

/** The demo club and school, their people and memberships. */
export async function seedIdentity(tx: Transaction, { passwordHash }: SeedContext) {
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        name: u.name,
        email: u.email,
        passwordHash,
        emailVerifiedAt: new Date(),
        isSuperAdmin: 'isSuperAdmin' in u,
      })),
    )
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

  const approved = (
    email: string,
    companyId: number,
    roles: Role[],
    memberNumber: string,
    joinedAt = '2021-03-01',
  ): NewMembership => ({
    companyId,
    userId: userId(email),
    roles,
    status: 'approved',
    memberNumber,
    joinedAt,
  });
  await tx
    .insert(memberships)
    .values([
      approved('admin@demo.aero', club.id, ['admin', 'member'], '1001'),
      approved('accounting@demo.aero', club.id, ['accounting', 'member'], '1002'),
      approved('instructor@demo.aero', club.id, ['instructor', 'member'], '1003'),
      approved('student@demo.aero', club.id, ['student'], '1004'),
      approved('pilot@demo.aero', club.id, ['member'], '1005'),
      approved('stefan.kraemer@demo.aero', club.id, ['instructor', 'member'], '1006', '2015-04-12'),
      approved('crew@demo.aero', club.id, ['crew', 'member'], '1007', '2019-06-01'),
      approved('max.bauer@demo.aero', club.id, ['student'], '1008', '2024-09-15'),
      approved('julia.hoffmann@demo.aero', club.id, ['student', 'crew'], '1009', '2025-02-01'),
      approved('markus.wagner@demo.aero', club.id, ['member'], '1010', '2008-03-20'),
      approved('katharina.schneider@demo.aero', club.id, ['member'], '1011', '2012-05-05'),
      approved('florian.maier@demo.aero', club.id, ['member', 'crew'], '1012', '2017-10-01'),
      { companyId: club.id, userId: userId('sophie.zimmermann@demo.aero'), roles: ['member'], status: 'pending' },
      approved('admin@school.demo.aero', school.id, ['admin'], 'S-001'),
      approved('stefan.kraemer@demo.aero', school.id, ['instructor'], 'S-002', '2020-01-10'),
    ]);
  await notify(tx, [
    {
      userId: userId('admin@demo.aero'),
      companyId: club.id,
      kind: 'membership.requested',
      data: { company_name: club.name, name: 'Sophie Zimmermann' },
    },
  ]);
  return { club, school };
}
