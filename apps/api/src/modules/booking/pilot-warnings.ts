import { bookingMessages as says } from '@portal/contracts/booking-messages';
import type { Message } from '@portal/contracts/message';
import type { Executor } from '../../db/client';
import { readAll } from '../../db/read-all';
import { AppError } from '../../lib/errors';
import type { CompanyAccess } from '../../plugins/tenancy';
import { licenceProblems } from '../licences';
import { RECENCY_DAYS, recency } from '../logbook';
import { paperProblems } from '../member-documents';
import type { Party } from './parties';
import { bookingSettings } from './settings';

/**
 * What the company's licence check (ignore, warn, block) finds about a pilot flying alone on the
 * booking's day (UTC, the logbook's scale). Licence, medical and class rating, and the medical and ZÜP
 * papers the company holds (member documents), refuse the booking in
 * block mode; missing 90-day passenger currency only warns, in both modes, because a booking does
 * not say whether passengers fly along. With an instructor on board these are the instructor's.
 */
export async function pilotWarnings(
  db: Executor,
  access: CompanyAccess,
  draft: { startsAt: Date; pilot: Party | null; instructor: Party | null },
  category: string,
): Promise<Message[]> {
  const mode = bookingSettings(access.company).licence_check;
  if (mode === 'ignore' || !draft.pilot || draft.instructor) return [];
  const day = draft.startsAt.toISOString().slice(0, 10);
  const pilot = draft.pilot.userId;
  const [records, papers, passengers] = await readAll(db, [
    () => licenceProblems(db, pilot, category, day),
    () => paperProblems(db, access.company.id, pilot, day),
    () => recency(db, pilot, day, false),
  ]);
  const problems = [...records, ...papers];
  const [first] = problems;
  if (first && mode === 'block') throw new AppError('validation', first, { membership_id: problems });
  if (passengers.current) return problems;
  return [...problems, says.notCurrent(passengers.landings, passengers.needed, RECENCY_DAYS, day)];
}
