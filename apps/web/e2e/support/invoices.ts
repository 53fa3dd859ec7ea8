import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { applicant, approveByApi } from './identity';
import { postAsApp } from './shell';

/** Three capital letters, so names and registrations of a run do not collide. */
const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/**
 * A new member of the demo club with one flight on an aircraft of their own fee, recorded at 09:00 UTC
 * on `day` (YYYY-MM-DD): 1 h at 119 € and a landing at EDTY. A month long past keeps the invoice run
 * to this test's flights (the demo's flights are of this year).
 */
export async function memberWithFlight(browser: Browser, admin: BrowserContext, day: string, prefix = 'Rechnung') {
  const name = `${prefix} ${letters()}`;
  const person = await applicant(browser, name);
  await person.context.close();
  await approveByApi(browser, person.membershipId);
  const clubId = person.clubId;
  const fee = await postAsApp(admin, `/api/companies/${clubId}/fees`, {
    ident: `E2E-${letters()}`,
    title: 'Charter Rechnungstest',
    kind: 'per_hour',
    amount: 11_900,
    vat_rate: 1900,
    revenue_account: '8200',
    tax_sphere: null,
  });
  expect(fee.status(), await fee.text()).toBe(201);
  const feeId = ((await fee.json()) as { data: { id: number } }).data.id;
  const plane = await postAsApp(admin, `/api/companies/${clubId}/airplanes`, {
    registration: `D-E${letters()}`,
    manufacturer: 'Cessna',
    model: 'C172S Skyhawk',
    category: 'sep',
    fee_id: feeId,
    billing_basis: 'block',
  });
  expect(plane.status(), await plane.text()).toBe(201);
  const airplaneId = ((await plane.json()) as { data: { id: number } }).data.id;
  const at = (minute: number) => new Date(Date.parse(`${day}T09:00:00Z`) + minute * 60_000).toISOString();
  const flight = await postAsApp(admin, `/api/companies/${clubId}/flights`, {
    airplane_id: airplaneId,
    pilot_membership_id: person.membershipId,
    departure_airport: 'EDTY',
    arrival_airport: 'EDTY',
    off_block_at: at(0),
    takeoff_at: at(5),
    landing_at: at(55),
    on_block_at: at(60),
    hobbs_start: 0,
    hobbs_end: 60,
    landings_day: 1,
  });
  expect(flight.status(), await flight.text()).toBe(201);
  return { clubId, name, membershipId: person.membershipId };
}
