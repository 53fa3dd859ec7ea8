import type { BookingStatus } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { accessOf, type CompanyRow, type MembershipRow, type Role } from '../../plugins/tenancy';
import { can } from './policy';

const company = (showPilotNames: boolean): CompanyRow => ({
  id: 1,
  name: 'Club',
  kind: 'club',
  street: null,
  postalCode: null,
  city: null,
  country: 'DE',
  email: null,
  phone: null,
  website: null,
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  logoUrl: null,
  homeAirportId: null,
  settings: { booking: { show_pilot_names: showPilotNames } },
  createdAt: new Date(0),
  updatedAt: new Date(0),
});
const OWN_MEMBERSHIP = 10;
const OTHER_MEMBERSHIP = 20;
const USER = 100;

function actor(roles: Role[] | 'super-admin', showPilotNames = false) {
  const membership = roles === 'super-admin' ? null : ({ id: OWN_MEMBERSHIP, roles } as MembershipRow);
  return { access: accessOf(company(showPilotNames), membership, roles === 'super-admin'), userId: USER };
}

const othersBooking = {
  createdByUserId: 999,
  membershipId: OTHER_MEMBERSHIP,
  instructorMembershipId: null,
  status: 'confirmed' as BookingStatus,
};
const ownBooking = { ...othersBooking, membershipId: OWN_MEMBERSHIP };
const taught = { ...othersBooking, instructorMembershipId: OWN_MEMBERSHIP };
const madeForOther = { ...othersBooking, createdByUserId: USER };
const cancelledOwn = { ...ownBooking, status: 'cancelled' as BookingStatus };

type Who = Role[] | 'super-admin';
const people: [string, Who][] = [
  ['member', ['member']],
  ['student', ['student']],
  ['crew', ['crew']],
  ['instructor', ['instructor']],
  ['accounting', ['accounting']],
  ['admin', ['admin']],
  ['super-admin', 'super-admin'],
];

describe('booking policy', () => {
  // book for others, block an aircraft, book in the past, cancel after the deadline, see pilot names (company hides them)
  const companyTable: Record<string, [boolean, boolean, boolean, boolean, boolean]> = {
    member: [false, false, false, false, false],
    student: [false, false, false, false, false],
    crew: [false, false, false, false, false],
    instructor: [true, false, false, false, true],
    accounting: [false, false, false, false, true],
    admin: [true, true, true, true, true],
    'super-admin': [true, true, true, true, true],
  };
  it.each(people)('answers the company actions for %s', (name, roles) => {
    const who = actor(roles);
    const answers = (
      ['book_for_others', 'block_aircraft', 'book_in_past', 'cancel_after_deadline', 'see_pilot_names'] as const
    ).map((action) => can(who, action));
    expect(answers).toEqual(companyTable[name]);
  });

  // update another's booking, update own, update one they teach, update one they made for someone, update a cancelled own one
  const rowTable: Record<string, [boolean, boolean, boolean, boolean, boolean]> = {
    member: [false, true, true, true, false],
    student: [false, true, true, true, false],
    crew: [false, true, true, true, false],
    instructor: [false, true, true, true, false],
    accounting: [false, true, true, true, false],
    admin: [true, true, true, true, false],
    'super-admin': [true, true, true, true, false],
  };
  it.each(people)('answers who changes and cancels a booking for %s', (name, roles) => {
    const who = actor(roles);
    const rows = [othersBooking, ownBooking, taught, madeForOther, cancelledOwn];
    expect(rows.map((row) => can(who, 'update', row))).toEqual(rowTable[name]);
    expect(rows.map((row) => can(who, 'delete', row))).toEqual(rows.map((row) => can(who, 'update', row)));
    expect(rows.every((row) => can(who, 'view', row))).toBe(true);
  });

  it.each(people)('lets %s see the pilot of their own booking, and of others’ when the company shows names', (_, roles) => {
    expect(can(actor(roles), 'see_pilot', ownBooking)).toBe(true);
    expect(can(actor(roles, true), 'see_pilot', othersBooking)).toBe(true);
  });

  it('shows other pilots’ names, where the company hides them, to instructors, accounting and admins only', () => {
    const seeing = people.filter(([, roles]) => can(actor(roles), 'see_pilot', othersBooking)).map(([name]) => name);
    expect(seeing).toEqual(['instructor', 'accounting', 'admin', 'super-admin']);
  });
});
