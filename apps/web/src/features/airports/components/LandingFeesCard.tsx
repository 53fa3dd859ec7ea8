import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LandingFee } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { formatMoney } from '../../../lib/money';
import { bookableAirplanesQuery } from '../../booking';
import { useMembershipIn } from '../../memberships';

interface Props {
  /** Undefined when no company is active (the API then sends none). */
  fees: LandingFee[] | undefined;
  companyId: number | null;
}

/** The fee for everyone first, then the weight classes from light to heavy, then single aircraft. */
const order = (fee: LandingFee) => (fee.airplane_id ? 2 : fee.mtow_max_kg ? 1 : 0) * 1e7 + (fee.mtow_max_kg ?? 0);

/** What a landing here costs in the active company: for all aircraft, per weight class, or for one aircraft. */
export function LandingFeesCard({ fees, companyId }: Props) {
  const { t } = useTranslation('airports');
  const company = useMembershipIn(companyId ?? 0).membership?.company;
  const forAircraft = Boolean(companyId && fees?.some((fee) => fee.airplane_id));
  const airplanes = useQuery({ ...bookableAirplanesQuery(companyId ?? 0), enabled: forAircraft }).data ?? [];
  const appliesTo = (fee: LandingFee) => {
    if (fee.airplane_id)
      return airplanes.find((airplane) => airplane.id === fee.airplane_id)?.registration ?? t('landingFees.oneAircraft');
    if (fee.mtow_max_kg) return t('landingFees.upTo', { mtow: formatNumber(fee.mtow_max_kg) });
    return t('landingFees.all');
  };
  return (
    <Card>
      <CardHeader
        title={t('landingFees.title')}
        subheader={company?.name}
        slotProps={{ title: { component: 'h2', variant: 'h5' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {!fees && <Typography sx={{ color: 'text.secondary' }}>{t('landingFees.noCompany')}</Typography>}
        {fees?.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>
            {t('landingFees.none', { company: company?.name ?? t('landingFees.yourCompany') })}
          </Typography>
        )}
        {fees && fees.length > 0 && (
          <List dense disablePadding aria-label={t('landingFees.title')}>
            {[...fees]
              .sort((a, b) => order(a) - order(b))
              .map((fee) => (
                <ListItem key={fee.id} divider disableGutters>
                  <ListItemText primary={appliesTo(fee)} />
                  <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(fee.amount, fee.currency)}
                  </Typography>
                </ListItem>
              ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
