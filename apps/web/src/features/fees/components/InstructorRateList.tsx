import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InstructorRate } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../components/ListSection';
import { toast } from '../../../lib/toast';
import { companyFeesQuery } from '../api/fees';
import { instructorRatesQuery, saveInstructorRates } from '../api/instructorRates';
import { feePrice } from '../lib/price';

interface Props {
  companyId: number;
}

/** Which per-hour fee each instructor's time on a flight is charged by; a choice is saved at once. */
export function InstructorRateList({ companyId }: Props) {
  const { t } = useTranslation('fees');
  const rates = useQuery(instructorRatesQuery(companyId));
  const fees = useQuery(companyFeesQuery(companyId));
  const [saving, setSaving] = useState<number | null>(null);
  const hourly = (fees.data ?? []).filter((fee) => fee.kind === 'per_hour');

  const choose = async (rate: InstructorRate, feeId: number | null) => {
    setSaving(rate.membership_id);
    try {
      await saveInstructorRates(companyId, {
        rates: (rates.data ?? []).map((other) => ({
          membership_id: other.membership_id,
          fee_id: other.membership_id === rate.membership_id ? feeId : other.fee_id,
        })),
      });
      toast.success(t('instructorRates.saved', { name: rate.name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <ListSection
      title={t('instructorRates.title')}
      status={rates}
      failedText={t('instructorRates.loadFailed')}
      isEmpty={rates.data?.length === 0}
      emptyText={t('instructorRates.empty')}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(rates.data ?? []).map((rate) => (
          <TextField
            key={rate.membership_id}
            select
            size="small"
            label={t('instructorRates.rateOf', { name: rate.name })}
            value={rate.fee_id ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            disabled={saving !== null}
            helperText={hourly.length === 0 ? t('instructorRates.noHourlyFee') : undefined}
            onChange={(event) => choose(rate, event.target.value === '' ? null : Number(event.target.value))}
          >
            <MenuItem value="">{t('instructorRates.none')}</MenuItem>
            {hourly.map((fee) => (
              <MenuItem key={fee.id} value={fee.id}>
                {`${fee.title} · ${feePrice(fee, t)}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </ListSection>
  );
}
