import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { SectionCard } from '../../../components/SectionCard';
import { StatTile } from '../../../components/StatTile';
import { formatMoney } from '../../../lib/money';
import { owedColor } from '../../../lib/theme/owed';
import { companyQuery } from '../../companies';
import { MyInvoices } from '../../invoices';
import { useMembershipIn } from '../../memberships';
import { MyPackages } from '../../packages';
import { MandateCard } from '../../sepa';
import { accountLinesQuery, memberAccountQuery } from '../api/account';
import { AccountLines } from '../components/AccountLines';
import { LowBalanceAlert } from '../components/LowBalanceAlert';

/** "Mein Konto": the member's balance in this club, the low-balance warning, their prepaid packages, their invoices and every line, newest first. */
export default function MyAccountPage() {
  const { t } = useTranslation('accounts');
  const companyId = Number(useParams().company_id);
  const { membership, isPending } = useMembershipIn(companyId);
  const [page, setPage] = useState(1);
  const membershipId = membership?.id ?? 0;
  const company = useQuery(companyQuery(companyId));
  const account = useQuery({ ...memberAccountQuery(membershipId), enabled: membershipId > 0 });
  const lines = useQuery({ ...accountLinesQuery(membershipId, page), enabled: membershipId > 0 });
  if (isPending || (membership && account.isPending)) return <PageLoader />;
  if (!membership || !account.data) {
    return (
      <>
        <PageHeader />
        <Alert severity="info">{t('noAccount')}</Alert>
      </>
    );
  }
  const { data } = account;
  return (
    <>
      <PageHeader subtitle={t('subtitle')} />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <StatTile
            label={t('balance')}
            value={<Box sx={data.balance < 0 ? owedColor : undefined}>{formatMoney(data.balance, data.currency)}</Box>}
            detail={t(data.balance < 0 ? 'owes' : 'inCredit')}
          />
          {data.low_balance_policy !== 'ignore' && (
            <StatTile
              label={t('threshold')}
              value={formatMoney(data.low_balance_threshold, data.currency)}
              detail={t(data.low_balance_policy === 'block' ? 'thresholdBlock' : 'thresholdWarn')}
            />
          )}
        </Box>
        <LowBalanceAlert account={data} />
        <MyPackages companyId={companyId} />
        <MyInvoices companyId={companyId} membershipId={membershipId} />
        <SectionCard title={t('lines.title')}>
          {lines.data ? (
            <>
              <AccountLines
                lines={lines.data.data}
                currency={data.currency}
                companyId={companyId}
                timeZone={company.data?.timezone}
              />
              <ListPagination meta={lines.data.meta} onPage={setPage} />
            </>
          ) : (
            <PageLoader />
          )}
        </SectionCard>
        <MandateCard membershipId={membership.id} />
      </Stack>
    </>
  );
}
