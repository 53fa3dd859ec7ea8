import { accountingSettings } from '@portal/contracts';
import { accountMessages } from '@portal/contracts/accounts-messages';
import type { Message } from '@portal/contracts/message';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CompanyRow } from '../../plugins/tenancy';
import { findMemberAccount, isLow } from './queries';

/**
 * The company's low-balance rule for a member about to book: with `warn` a balance below the
 * threshold comes back as a warning, with `block` it refuses (422 on `field`, naming the balance).
 * One row read, whatever the account's history.
 */
export async function lowBalanceWarnings(
  db: Executor,
  company: Pick<CompanyRow, 'id' | 'settings'>,
  membershipId: number,
  field = 'membership_id',
): Promise<Message[]> {
  const settings = accountingSettings(company.settings);
  if (settings.low_balance_policy === 'ignore') return [];
  const account = await findMemberAccount(db, company.id, membershipId);
  if (!account || !isLow(account.balance, settings)) return [];
  const said = accountMessages.lowBalance(account.balance, settings.low_balance_threshold, account.currency);
  if (settings.low_balance_policy === 'block') throw new AppError('validation', said, { [field]: [said] });
  return [said];
}
