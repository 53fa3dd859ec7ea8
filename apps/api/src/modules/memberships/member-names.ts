import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { memberships, users } from '../../db/schema';

const query = new QueryBuilder();

/**
 * Who a membership is (account and name), to join under `alias` wherever a row names a member:
 * `leftJoin(pilot, eq(pilot.membershipId, bookings.membershipId))`. PostgreSQL folds it into the
 * outer query, so it plans as the two joins written out.
 */
export function memberNames<Alias extends string>(alias: Alias) {
  return query
    .select({ membershipId: memberships.id, userId: memberships.userId, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .as(alias);
}
