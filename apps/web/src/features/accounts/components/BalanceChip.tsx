import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type BalanceState = 'owes' | 'credit' | 'settled';

/** Whether a member owes (negative), is in credit (positive) or is square. */
export const balanceState = (balance: number): BalanceState => (balance < 0 ? 'owes' : balance > 0 ? 'credit' : 'settled');

const COLORS = { owes: 'error', credit: 'success', settled: 'default' } as const;

/** The state of a balance in words and colour, so it does not rest on the sign alone. */
export function BalanceChip({ balance }: { balance: number }) {
  const { t } = useTranslation('accounts');
  const state = balanceState(balance);
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`members.states.${state}`)} />;
}
