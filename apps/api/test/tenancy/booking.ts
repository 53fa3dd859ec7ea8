import { bookings } from '../../src/db/schema';
import { buildAirplane } from '../factories/fleet';
import type { TenancyCase, TenancyWorld } from './world';

const self = (reason: string): TenancyCase => ({ scope: 'self', reason });
const nextFullHourTomorrow = () => new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 24 * 3600_000);

async function homeBooking(world: TenancyWorld) {
  const airplane = await buildAirplane(world.db, world.homeCompanyId);
  const startsAt = nextFullHourTomorrow();
  const [booking] = await world.db
    .insert(bookings)
    .values({
      companyId: world.homeCompanyId,
      airplaneId: airplane.id,
      membershipId: world.homeMembership.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
    })
    .returning();
  return { airplane, booking: booking as typeof bookings.$inferSelect };
}

/** Booking, calendar feed and licence routes. */
export const bookingCases: Record<string, TenancyCase> = {
  'GET /api/companies/:company_id/bookings': {
    scope: 'company',
    setup: async (w) => {
      const from = new Date().toISOString();
      const to = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      return { url: `/api/companies/${w.homeCompanyId}/bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}` };
    },
  },
  'POST /api/companies/:company_id/bookings': {
    scope: 'company',
    setup: async (w) => {
      const airplane = await buildAirplane(w.db, w.homeCompanyId);
      const startsAt = nextFullHourTomorrow();
      const endsAt = new Date(startsAt.getTime() + 3600_000);
      return {
        url: `/api/companies/${w.homeCompanyId}/bookings`,
        body: { airplane_id: airplane.id, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
      };
    },
  },
  'GET /api/bookings/:id': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/bookings/${(await homeBooking(w)).booking.id}` }),
  },
  'PATCH /api/bookings/:id': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/bookings/${(await homeBooking(w)).booking.id}`, body: { notes: 'übernommen' } }),
  },
  'DELETE /api/bookings/:id': {
    scope: 'company',
    setup: async (w) => ({ url: `/api/bookings/${(await homeBooking(w)).booking.id}` }),
  },
  'GET /api/users/:id/bookings': self('the caller’s own bookings; another user’s id is 403'),
  'GET /api/user/calendar-feed': self('the caller’s own feed address'),
  'POST /api/user/calendar-feed': self('replaces the caller’s own feed address'),
  'GET /api/user/licences': self('the caller’s own licences'),
  'PUT /api/user/licences': self('replaces the caller’s own licences'),
};
