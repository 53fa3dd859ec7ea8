import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { ListSection } from '../../../components/ListSection';
import { formatDate } from '../../../lib/i18n/format';
import { soldPackagesQuery } from '../api/packages';
import { creditOf, remainingOf } from '../lib/terms';

/**
 * "Meine Prepaid-Pakete" on Mein Konto: the member's own packages (the API answers a member with
 * their own only), expiring first, with what is left and a link to each one's usage.
 */
export function MyPackages({ companyId }: { companyId: number }) {
  const { t } = useTranslation('packages');
  const [page, setPage] = useState(1);
  const owned = useQuery(soldPackagesQuery(companyId, { page }));
  const rows = owned.data?.data ?? [];
  return (
    <ListSection
      title={t('mine.title')}
      status={owned}
      failedText={t('loadFailed')}
      isEmpty={rows.length === 0}
      emptyText={t('mine.empty')}
    >
      <List disablePadding aria-label={t('mine.title')}>
        {rows.map((pkg) => (
          <ListItem key={pkg.id} divider disableGutters sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={`/prePaidPackage/${pkg.id}`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {pkg.name}
              </Link>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(pkg.closed_at ? 'sold.expired' : 'sold.expires', { date: formatDate(pkg.expires_at) })}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {t('mine.left', { remaining: remainingOf(pkg, t) })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {t('mine.of', { credit: creditOf(pkg, t) })}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
      {owned.data?.meta && <ListPagination meta={owned.data.meta} onPage={setPage} compact />}
    </ListSection>
  );
}
