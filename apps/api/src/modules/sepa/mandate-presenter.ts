import type { SepaMandate } from '@portal/contracts';
import type { MandateRow } from './mandates';

export const presentMandate = (row: MandateRow): SepaMandate => ({
  id: row.id,
  membership_id: row.membershipId,
  reference: row.reference,
  signed_on: row.signedOn,
  account_holder: row.accountHolder,
  iban: row.iban,
  bic: row.bic,
  next_sequence: row.firstCollectedAt ? 'RCUR' : 'FRST',
  first_collected_at: row.firstCollectedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});
