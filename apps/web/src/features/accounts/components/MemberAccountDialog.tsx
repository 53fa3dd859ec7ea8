import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AccountListItem } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { PageLoader } from '../../../components/PageLoader';
import { StatTile } from '../../../components/StatTile';
import { formatMoney } from '../../../lib/money';
import { owedColor } from '../../../lib/theme/owed';
import { accountLinesQuery, memberAccountQuery } from '../api/account';
import { AccountLines } from './AccountLines';
import { balanceState } from './BalanceChip';
import { PostTransactionDialog } from './PostTransactionDialog';

interface Props {
  account: AccountListItem;
  companyId: number;
  timeZone: string;
  onClose: () => void;
}

/** A member's account as accounting opens it: the balance, every line newest first, and "Buchung erfassen". */
export function MemberAccountDialog({ account, companyId, timeZone, onClose }: Props) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [posting, setPosting] = useState(false);
  const current = useQuery(memberAccountQuery(account.membership_id));
  const lines = useQuery(accountLinesQuery(account.membership_id, page));
  const balance = current.data?.balance ?? account.balance;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('members.accountOf', { name: account.name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <StatTile
            label={t('balance')}
            value={
              <Box component="span" sx={balance < 0 ? owedColor : undefined}>
                {formatMoney(balance, account.currency)}
              </Box>
            }
            detail={t(`members.states.${balanceState(balance)}`)}
          />
          <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={() => setPosting(true)}>
            {t('post.action')}
          </Button>
        </Box>
        {lines.data ? (
          <>
            <AccountLines
              lines={lines.data.data}
              currency={account.currency}
              companyId={companyId}
              timeZone={timeZone}
              owner={account.name}
            />
            <ListPagination meta={lines.data.meta} onPage={setPage} compact={fullScreen} />
          </>
        ) : (
          <PageLoader />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('members.close')}</Button>
      </DialogActions>
      {posting && (
        <PostTransactionDialog
          membershipId={account.membership_id}
          name={account.name}
          currency={account.currency}
          onClose={() => setPosting(false)}
        />
      )}
    </Dialog>
  );
}
