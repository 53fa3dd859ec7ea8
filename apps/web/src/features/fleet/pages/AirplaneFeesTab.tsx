import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Fee } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { formatMoney, formatVat } from '../../../lib/money';
import { airportLabel, feePrice, landingFeeBasis, landingFeesFor, landingFeesQuery } from '../../fees';
import { useAirplaneContext } from '../lib/context';

function FeeCard({ title, fee }: { title: string; fee: Fee | null | undefined }) {
  const { t } = useTranslation(['fleet', 'fees']);
  return (
    <SectionCard title={title}>
      {fee ? (
        <>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 600 }}>{feePrice(fee, t)}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {fee.title} ({fee.ident}) · {t('fees:vatIncluded', { rate: formatVat(fee.vat_rate) })}
          </Typography>
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('overview.noFee')}</Typography>
      )}
    </SectionCard>
  );
}

/** What flying this aircraft costs: its rental and booking fee, and what it pays for a landing at each airport. */
export default function AirplaneFeesTab() {
  const { t } = useTranslation(['fleet', 'fees']);
  const { airplane, company } = useAirplaneContext();
  const landing = useQuery(landingFeesQuery(company.id));
  const applicable = landingFeesFor(landing.data ?? [], airplane);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FeeCard title={t('fields.fee_id')} fee={airplane.fee} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FeeCard title={t('fields.booking_fee_id')} fee={airplane.bookingFee} />
      </Grid>
      <Grid size={12}>
        <SectionCard title={t('fees:landing.forAirplane', { registration: airplane.registration })}>
          {landing.isSuccess && applicable.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('fees:landing.noneForAirplane')}</Typography>
          )}
          <List disablePadding aria-label={t('fees:landing.title')}>
            {applicable.map((fee) => (
              <ListItem
                key={fee.id}
                disableGutters
                divider
                secondaryAction={<Typography>{formatMoney(fee.amount, fee.currency)}</Typography>}
              >
                <ListItemText primary={airportLabel(fee)} secondary={landingFeeBasis(fee, [airplane], t)} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      </Grid>
    </Grid>
  );
}
