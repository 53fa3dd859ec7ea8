import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CompanyDirectoryEntry } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { memberAccountQuery } from '../api/account';

type Company = Pick<CompanyDirectoryEntry, 'id' | 'name' | 'membership'>;

/** The dashboard's "Mein Konto" card: the balance in each club the user belongs to, each a link to its account page. */
export function AccountBalanceCard({ companies }: { companies: Company[] }) {
  const { t } = useTranslation('accounts');
  const members = companies.filter((company) => company.membership?.status === 'approved');
  const accounts = useQueries({
    queries: members.map((company) => ({ ...memberAccountQuery(company.membership?.id ?? 0), meta: { silent: true } })),
  });
  if (members.length === 0) return null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('card.title')}
        </Typography>
        {members.map((company, index) => {
          const account = accounts[index]?.data;
          return (
            <Box key={company.id} sx={{ display: 'flex', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}>
              <Link
                component={RouterLink}
                to={`/companies/${company.id}/my-account`}
                aria-label={t('card.linkLabel', { company: company.name })}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {company.name}
              </Link>
              <Typography
                sx={{
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  flexShrink: 0,
                  color: account?.low ? 'error.main' : account && account.balance < 0 ? 'error.main' : 'text.primary',
                }}
              >
                {account ? formatMoney(account.balance, account.currency) : '–'}
              </Typography>
            </Box>
          );
        })}
        {accounts.some((query) => query.data?.low) && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {t('card.low')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
