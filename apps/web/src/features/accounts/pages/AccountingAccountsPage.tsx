import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { AccountListItem } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TextFilterField } from '../../../components/FilterFields';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { formatMoney } from '../../../lib/money';
import { owedColor } from '../../../lib/theme/owed';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';
import { companyQuery } from '../../companies';
import { companyAccountsQuery } from '../api/companyAccounts';
import { BalanceChip } from '../components/BalanceChip';
import { MemberAccountDialog } from '../components/MemberAccountDialog';

/** "Mitgliederkonten": every member account with its balance, searchable and paged; one opens to its lines and a manual posting. */
export default function AccountingAccountsPage() {
  const { t } = useTranslation('accounts');
  const companyId = Number(useParams().company_id);
  const [params, update] = useSearchParamsUpdate();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('account')) || 0;
  const company = useQuery(companyQuery(companyId));
  const accounts = useQuery(companyAccountsQuery(companyId, search, page));
  const rows = accounts.data?.data ?? [];
  const open = rows.find((row) => row.membership_id === openId);
  const select = (row: AccountListItem | null) => update({ account: row ? String(row.membership_id) : undefined });
  return (
    <>
      <PageHeader subtitle={t('members.subtitle')} />
      <Box role="search" aria-label={t('members.filters')} sx={{ mb: 1, display: 'grid', maxWidth: { sm: 360 } }}>
        <TextFilterField
          label={t('members.search')}
          value={search || undefined}
          onCommit={(value) => update({ search: value, page: undefined })}
        />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {accounts.isFetching && !accounts.isPending && <LinearProgress aria-label={t('members.loading')} />}
      </Box>
      {accounts.isPending && <PageLoader />}
      {accounts.isError && <Alert severity="warning">{t('members.failed')}</Alert>}
      {accounts.data && rows.length === 0 && <Alert severity="info">{t('members.empty')}</Alert>}
      {rows.length > 0 && (
        <List aria-label={t('members.listLabel')} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
          {rows.map((row) => (
            <ListItem key={row.id} disablePadding divider>
              <ListItemButton onClick={() => select(row)} sx={{ gap: 2, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.name}</Typography>
                  {row.member_number && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('members.number', { number: row.member_number })}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                  <Typography sx={[{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }, row.balance < 0 && owedColor]}>
                    {formatMoney(row.balance, row.currency)}
                  </Typography>
                  <BalanceChip balance={row.balance} />
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {accounts.data && (
        <ListPagination meta={accounts.data.meta} onPage={(next) => update({ page: next > 1 ? String(next) : undefined })} />
      )}
      {open && (
        <MemberAccountDialog
          account={open}
          companyId={companyId}
          timeZone={company.data?.timezone ?? 'UTC'}
          onClose={() => select(null)}
        />
      )}
    </>
  );
}
