import Alert from '@mui/material/Alert';
import type { MemberAccount } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

/** The club's low-balance warning: booking warns or is refused (per the club's rule) until the member pays in. */
export function LowBalanceAlert({ account }: { account: MemberAccount }) {
  const { t } = useTranslation('accounts');
  if (!account.low) return null;
  const values = {
    balance: formatMoney(account.balance, account.currency),
    threshold: formatMoney(account.low_balance_threshold, account.currency),
  };
  return (
    <Alert severity={account.low_balance_policy === 'block' ? 'error' : 'warning'}>
      {t(account.low_balance_policy === 'block' ? 'lowBalance.block' : 'lowBalance.warn', values)}
    </Alert>
  );
}
