import type { Page, Route } from 'playwright-core';

/** Synthetic calendar data for the render benchmark: 30 aircraft and 1,000 bookings in any requested week. */
export const AIRCRAFT = 30;
export const BOOKINGS_PER_WEEK = 1000;

const HOUR = 3_600_000;
const json = (route: Route, data: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });

function airplane(companyId: number, index: number) {
  return {
    id: 900_000 + index,
    company_id: companyId,
    registration: `D-E${String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))}X`,
    manufacturer: 'Cessna',
    model: 'C172S Skyhawk',
    icao_type: 'C172',
    category: 'sep',
    seats: 4,
    homebase_airport_id: null,
    color: null,
    photo_url: null,
    status: 'active',
    status_reason: null,
    hobbs_minutes: 0,
    tach_minutes: 0,
    engine_minutes_since_overhaul: 0,
    fee_id: null,
    booking_fee_id: null,
    billing_basis: 'hobbs',
    mtow_kg: null,
    is_favourite: index < 3,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/** Booking `n` of the window starting at `from`: every aircraft every five hours, with training, standby and maintenance mixed in. */
function booking(companyId: number, from: number, n: number, instructor: { membership_id: number; name: string }) {
  const plane = n % AIRCRAFT;
  const slot = Math.floor(n / AIRCRAFT);
  const starts = from + slot * 5 * HOUR + (plane % 4) * 15 * 60_000;
  const training = n % 8 === 0;
  const type = n % 50 === 0 ? 'maintenance' : training ? 'training' : 'private';
  return {
    id: Math.floor(from / HOUR) * 10_000 + n,
    company_id: companyId,
    airplane_id: 900_000 + plane,
    membership_id: 5000 + (n % 40),
    instructor_membership_id: training ? instructor.membership_id : null,
    type,
    status: n % 20 === 1 ? 'standby' : 'confirmed',
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + (1 + (n % 3)) * HOUR).toISOString(),
    destination: n % 5 === 0 ? 'EDTY' : null,
    route: null,
    notes: null,
    pilot: type === 'maintenance' ? null : { membership_id: 5000 + (n % 40), name: `Pilot ${n % 40}` },
    instructor: training ? instructor : null,
    is_own: n % 7 === 0,
    cancelled_at: null,
    cancel_reason: null,
    late_cancellation: false,
    completed_at: null,
    recurring_flight_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    permissions: { view: true, update: n % 7 === 0, delete: n % 7 === 0 },
  };
}

/** Serves the page the synthetic fleet and, for every window it asks for, a week's bookings (1,000 unless told). */
export async function feedCalendar(
  page: Page,
  companyId: number,
  instructor: { membership_id: number; name: string },
  bookingsPerWeek = BOOKINGS_PER_WEEK,
) {
  await page.route(`**/api/companies/${companyId}/airplanes?*`, (route) =>
    json(
      route,
      Array.from({ length: AIRCRAFT }, (_, index) => airplane(companyId, index)),
    ),
  );
  await page.route(`**/api/companies/${companyId}/bookings?*`, (route) => {
    const from = Date.parse(new URL(route.request().url()).searchParams.get('from') ?? '');
    return json(
      route,
      Array.from({ length: bookingsPerWeek }, (_, n) => booking(companyId, from, n, instructor)),
    );
  });
}
