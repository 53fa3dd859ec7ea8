import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Flight, FlightPayer } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../memberships';

export type PayerMode = 'member' | 'split' | 'company';

export interface PayerChoice {
  mode: PayerMode;
  payer: number | null;
  second: number | null;
  /** The second payer's share in percent, as typed. */
  percent: string;
}

export const choiceOf = (flight: Flight): PayerChoice => ({
  mode: flight.payer_membership_id === null ? 'company' : flight.second_payer_membership_id === null ? 'member' : 'split',
  payer: flight.payer_membership_id ?? flight.pilot_membership_id,
  second: flight.second_payer_membership_id,
  percent: String(flight.second_payer_percent ?? 50),
});

const shareOf = (percent: string) => {
  const share = Number(percent.trim());
  return Number.isInteger(share) && share >= 1 && share <= 99 ? share : null;
};

/** The request body for a choice, or null while it is incomplete (no member, no share of 1–99 %). */
export function payerBody(choice: PayerChoice): FlightPayer | null {
  if (choice.mode === 'company') {
    return { payer_membership_id: null, second_payer_membership_id: null, second_payer_percent: null };
  }
  if (choice.payer === null) return null;
  if (choice.mode === 'member') {
    return { payer_membership_id: choice.payer, second_payer_membership_id: null, second_payer_percent: null };
  }
  const share = shareOf(choice.percent);
  if (choice.second === null || share === null) return null;
  return { payer_membership_id: choice.payer, second_payer_membership_id: choice.second, second_payer_percent: share };
}

interface Props {
  companyId: number;
  choice: PayerChoice;
  onChange: (choice: PayerChoice) => void;
}

/** Who pays a flight: one approved member, two members sharing it in percent, or the company. */
export function PayerFields({ companyId, choice, onChange }: Props) {
  const { t } = useTranslation('flights');
  const set = (change: Partial<PayerChoice>) => onChange({ ...choice, ...change });
  const share = shareOf(choice.percent);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, mt: 3 }}>
      <TextField
        select
        label={t('charges.payerMode')}
        value={choice.mode}
        onChange={(event) => set({ mode: event.target.value as PayerMode })}
      >
        {(['member', 'split', 'company'] as const).map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`charges.modes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice.mode !== 'company' && (
        <MemberPicker
          companyId={companyId}
          label={t('charges.payer')}
          required
          value={choice.payer}
          exclude={choice.second === null ? [] : [choice.second]}
          onChange={(payer) => set({ payer })}
        />
      )}
      {choice.mode === 'split' && (
        <>
          <MemberPicker
            companyId={companyId}
            label={t('charges.secondPayer')}
            required
            value={choice.second}
            exclude={choice.payer === null ? [] : [choice.payer]}
            onChange={(second) => set({ second })}
          />
          <TextField
            label={t('charges.percent')}
            value={choice.percent}
            required
            error={share === null}
            helperText={share === null ? t('charges.percentRange') : t('charges.firstShare', { percent: 100 - share })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(event) => set({ percent: event.target.value })}
          />
        </>
      )}
    </Box>
  );
}
