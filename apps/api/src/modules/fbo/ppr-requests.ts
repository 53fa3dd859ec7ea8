import type { PprCreate, PprStatus } from '@portal/contracts';
import { and, arrayOverlaps, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, memberships, pprRequests, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type AuditActor, writeAudit } from '../audit';
import { notify } from '../notifications';
import { mailPpr } from './ppr-mails';
import type { Pilot, PprRow } from './presenter';

const pilotColumns = { id: users.id, name: users.name, email: users.email };

/** The operator's members who answer PPR requests (admins and ramp staff). */
async function rampStaff(db: Executor, companyId: number) {
  return db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'approved'),
        arrayOverlaps(memberships.roles, ['admin', 'crew']),
      ),
    );
}

/** A pilot asks an operator for permission to land; the operator's ramp staff are told, in the app and by mail. */
export async function requestPpr(db: Executor, operatorId: number, pilot: Pilot, input: PprCreate, actor: AuditActor) {
  const [operator] = await db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      airportId: companies.homeAirportId,
      timezone: companies.timezone,
    })
    .from(companies)
    .where(eq(companies.id, operatorId));
  if (operator?.kind !== 'fbo' || operator.airportId === null) throw notFound();
  const [row] = await db
    .insert(pprRequests)
    .values({
      companyId: operator.id,
      userId: pilot.id,
      arrivalAt: new Date(input.arrival_at),
      departureAt: input.departure_at ? new Date(input.departure_at) : null,
      registration: input.registration,
      aircraftType: input.aircraft_type,
      mtowKg: input.mtow_kg,
      personsOnBoard: input.persons_on_board,
      purpose: input.purpose,
    })
    .returning();
  if (!row) throw new Error('the PPR request was not written');
  const data = { ppr_id: row.id, fbo_id: operator.id, registration: row.registration, name: pilot.name };
  const staff = await rampStaff(db, operator.id);
  await notify(
    db,
    staff.map((member) => ({ userId: member.id, companyId: operator.id, kind: 'ppr.requested', data })),
  );
  await mailPpr(
    db,
    'ppr.requested',
    staff.map((member) => member.id),
    row,
    { name: pilot.name, timezone: operator.timezone },
  );
  await writeAudit(db, {
    ...actor,
    companyId: operator.id,
    action: 'ppr.requested',
    subjectType: 'ppr_request',
    subjectId: row.id,
    after: { registration: row.registration, arrival_at: input.arrival_at },
  });
  return { row, pilot };
}

/** An operator's PPR requests, the latest arrival first. */
export async function listOperatorPprs(db: Executor, operatorId: number, status?: PprStatus) {
  return db
    .select({ row: pprRequests, pilot: pilotColumns })
    .from(pprRequests)
    .innerJoin(users, eq(users.id, pprRequests.userId))
    .where(and(eq(pprRequests.companyId, operatorId), status ? eq(pprRequests.status, status) : undefined))
    .orderBy(desc(pprRequests.arrivalAt))
    .limit(200);
}

/** The caller's own PPR requests, the latest arrival first. */
export async function listOwnPprs(db: Executor, userId: number) {
  return db
    .select({ row: pprRequests, pilot: pilotColumns })
    .from(pprRequests)
    .innerJoin(users, eq(users.id, pprRequests.userId))
    .where(eq(pprRequests.userId, userId))
    .orderBy(desc(pprRequests.arrivalAt))
    .limit(200);
}

/** A PPR request with its pilot, locked for a change when `lock`. */
export async function findPpr(db: Executor, id: number, lock = false): Promise<{ row: PprRow; pilot: Pilot } | undefined> {
  const query = db
    .select({ row: pprRequests, pilot: pilotColumns })
    .from(pprRequests)
    .innerJoin(users, eq(users.id, pprRequests.userId))
    .where(eq(pprRequests.id, id));
  const [found] = lock ? await query.for('update', { of: pprRequests }) : await query;
  return found;
}
