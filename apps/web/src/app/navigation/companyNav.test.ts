import type { CompanyPermissions } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { companyNav } from './companyNav';

const allowing =
  (...allowed: (keyof CompanyPermissions)[]) =>
  (action: keyof CompanyPermissions) =>
    allowed.includes(action);
const labels = (standing: Parameters<typeof companyNav>[1]) =>
  companyNav(7, standing).map((section) => [section.heading ?? '', section.items.map((item) => item.label)]);

describe('companyNav', () => {
  it('offers someone who may not enter the company only its overview and the way back', () => {
    expect(labels({ entered: false, member: false, can: allowing() })).toEqual([
      ['', ['companyOverview']],
      ['', ['allCompanies']],
    ]);
  });

  it('offers a member the shared pages and their own, and nothing the permissions do not allow', () => {
    expect(labels({ entered: true, member: true, can: allowing() })).toEqual([
      [
        '',
        [
          'companyOverview',
          'booking',
          'fleetMap',
          'fleet',
          'fees',
          'courses',
          'events',
          'documents',
          'myMembership',
          'myAccount',
          'workHours',
          'messages',
        ],
      ],
      ['', ['allCompanies']],
    ]);
  });

  it('offers a student their training file', () => {
    const sections = labels({ entered: true, member: true, can: allowing(), student: true });
    expect(sections[0]?.[1]).toContain('student');
    expect(companyNav(7, { entered: true, member: true, can: allowing(), student: true })[0]?.items).toContainEqual(
      expect.objectContaining({ label: 'student', to: '/companies/7/student' }),
    );
  });

  it('offers a super-admin without a membership the shared pages but no own membership or account', () => {
    const sections = labels({ entered: true, member: false, can: allowing('administer', 'manage_memberships') });
    expect(sections[0]).toEqual([
      '',
      ['companyOverview', 'booking', 'fleetMap', 'fleet', 'fees', 'courses', 'events', 'documents'],
    ]);
    expect(sections[1]).toEqual([
      'administration',
      ['adminOverview', 'memberships', 'students', 'adminCourses', 'companySettings'],
    ]);
    expect(companyNav(7, { entered: true, member: false, can: allowing('administer') })[1]?.items[0]).toMatchObject({
      label: 'adminOverview',
      to: '/companies/7/admin',
    });
  });

  it('adds accounting and administration by the permissions, and the students for an instructor', () => {
    expect(labels({ entered: true, member: true, can: allowing('see_accounting') })[1]?.[0]).toBe('accounting');
    const instructor = labels({ entered: true, member: true, can: allowing('see_students') });
    expect(instructor[1]).toEqual(['training', ['instructor', 'students', 'questionBank']]);
    const admin2 = labels({ entered: true, member: true, can: allowing('see_students', 'manage_memberships') });
    expect(admin2[1]).toEqual(['training', ['instructor', 'questionBank']]);
    const admin = companyNav(7, { entered: true, member: true, can: allowing('create_airplane') });
    expect(admin[1]?.items.map((item) => item.to)).toEqual(['/companies/7/admin/airplanes']);
  });
});
