import type { Database } from '../../src/db/client';
import { chargeLines } from '../../src/db/schema';
import { companyAccountId, memberAccountId, postEntry } from '../../src/modules/accounts';
import { vatOfGross } from '../../src/modules/charges';
import { buildAirplane } from './fleet';
import { buildFlight } from './flights';

/**
 * A recorded flight charged to a member as the charges module books it: one unbilled aircraft
 * line of `gross` (VAT at `vatRate` in it) and its entry on the member's account, on `day` (UTC noon).
 */
export async function buildChargedFlight(
  db: Database,
  companyId: number,
  membershipId: number,
  {
    gross = 12_000,
    vatRate = 1900,
    day,
    airplaneId,
  }: { gross?: number; vatRate?: number; day?: string; airplaneId?: number } = {},
) {
  const airplane = airplaneId ?? (await buildAirplane(db, companyId)).id;
  const offBlockAt = day ? new Date(`${day}T10:00:00Z`) : undefined;
  const flight = await buildFlight(
    db,
    { companyId, airplaneId: airplane, pilotMembershipId: membershipId },
    offBlockAt
      ? {
          offBlockAt,
          takeoffAt: new Date(offBlockAt.getTime() + 600_000),
          landingAt: new Date(offBlockAt.getTime() + 4_200_000),
          onBlockAt: new Date(offBlockAt.getTime() + 4_800_000),
        }
      : {},
  );
  const vat = vatOfGross(gross, vatRate);
  const member = await memberAccountId(db, companyId, membershipId);
  const revenue = await companyAccountId(db, companyId, '8200', 'revenue', 'Erlöse 8200');
  const vatAccount = await companyAccountId(db, companyId, '1776', 'vat', 'Umsatzsteuer 19 %');
  const entry = await postEntry(db, {
    companyId,
    kind: 'flight',
    description: `Flug ${flight.id}`,
    flightId: flight.id,
    lines: [
      { accountId: member, amount: -gross },
      { accountId: revenue, amount: gross - vat },
      { accountId: vatAccount, amount: vat },
    ],
  });
  const [line] = await db
    .insert(chargeLines)
    .values({
      companyId,
      flightId: flight.id,
      membershipId,
      kind: 'aircraft',
      description: `Flugzeit Flug ${flight.id}`,
      quantity: 60,
      unit: 'minutes',
      unitPrice: gross,
      net: gross - vat,
      vatRate,
      vat,
      gross,
      revenueAccount: '8200',
      entryId: entry.id,
    })
    .returning();
  if (!line) throw new Error('charge line not created');
  return { flight, line, airplaneId: airplane };
}
