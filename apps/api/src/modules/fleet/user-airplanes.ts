import type { Role } from '@portal/contracts';
import { and, asc, eq, exists, inArray, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airplaneFavourites, airplanes, memberships } from '../../db/schema';
import type { AirplaneRow } from './bookable';

/** Companies where the user holds an approved membership, with their roles there. */
export async function approvedRoles(db: Executor, userId: number): Promise<Map<number, Role[]>> {
  const rows = await db
    .select({ companyId: memberships.companyId, roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'approved')));
  return new Map(rows.map((row) => [row.companyId, row.roles]));
}

/** Every aircraft the user may book: not retired, in a company where the user is an approved member. */
export async function bookableAirplanes(db: Executor, companyIds: number[]): Promise<AirplaneRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(airplanes)
    .where(and(inArray(airplanes.companyId, companyIds), ne(airplanes.status, 'retired')))
    .orderBy(asc(airplanes.registration));
}

/** The user's favourites among the aircraft of companies they still belong to. */
export async function favouriteAirplanes(db: Executor, userId: number, companyIds: number[]): Promise<AirplaneRow[]> {
  if (companyIds.length === 0) return [];
  const isFavourite: SQL = exists(
    db
      .select({ one: airplaneFavourites.airplaneId })
      .from(airplaneFavourites)
      .where(and(eq(airplaneFavourites.userId, userId), eq(airplaneFavourites.airplaneId, airplanes.id))),
  );
  return db
    .select()
    .from(airplanes)
    .where(and(inArray(airplanes.companyId, companyIds), isFavourite))
    .orderBy(asc(airplanes.registration));
}

/** Adds or removes the favourite; answers whether it is one now. */
export async function toggleFavourite(db: Executor, userId: number, airplaneId: number): Promise<boolean> {
  const removed = await db
    .delete(airplaneFavourites)
    .where(and(eq(airplaneFavourites.userId, userId), eq(airplaneFavourites.airplaneId, airplaneId)))
    .returning();
  if (removed.length) return false;
  await db.insert(airplaneFavourites).values({ userId, airplaneId }).onConflictDoNothing();
  return true;
}
