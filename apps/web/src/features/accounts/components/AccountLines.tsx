import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AccountTransaction } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { owedColor } from '../../../lib/theme/owed';

interface Props {
  lines: AccountTransaction[];
  currency: string;
  companyId: number;
  timeZone?: string;
  /** Whose account it is, when accounting reads a member's (else the reader's own). */
  owner?: string;
}

/** An account's lines, newest first: what, when, the amount (red when owed) and the balance after it. */
export function AccountLines({ lines, currency, companyId, timeZone, owner }: Props) {
  const { t } = useTranslation('accounts');
  if (lines.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{owner ? t('lines.memberEmpty') : t('lines.empty')}</Typography>;
  }
  return (
    <List disablePadding aria-label={owner ? t('lines.memberTitle', { name: owner }) : t('lines.title')}>
      {lines.map((line) => (
        <ListItem key={line.id} divider disableGutters sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {line.description || t(`kinds.${line.kind}`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(line.booked_at, timeZone)} · {t(`kinds.${line.kind}`)}
              {line.flight && (
                <>
                  {' · '}
                  <Link component={RouterLink} to={`/companies/${companyId}/airplanes/${line.flight.airplane_id}/logbook`}>
                    {t('lines.flight', { registration: line.flight.registration })}
                  </Link>
                </>
              )}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
            <Typography
              sx={[{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: 'success.main' }, line.amount < 0 && owedColor]}
            >
              {formatMoney(line.amount, currency)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              {t('lines.balanceAfter', { balance: formatMoney(line.balance_after, currency) })}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
