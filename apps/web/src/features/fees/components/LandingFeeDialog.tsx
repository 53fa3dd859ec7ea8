import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Airplane, Airport, LandingFee } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { moneyInput, parseMoney } from '../../../lib/money';
import { rules } from '../../../lib/validation/rules';
import { AirportField, fleetRules } from '../../fleet';
import { createLandingFee, updateLandingFee } from '../api/landingFees';
import { airportLabel } from '../lib/basis';
import { feeRules } from '../lib/feeForm';

type Basis = 'all' | 'weight' | 'airplane';

interface Values {
  airport_id: Airport | null;
  basis: Basis;
  airplane_id: number | '';
  mtow_max_kg: string;
  amount: string;
}

interface Props {
  companyId: number;
  currency: string;
  airplanes: Airplane[];
  fee?: LandingFee;
  onClose: () => void;
}

const basisOf = (fee?: LandingFee): Basis => (fee?.airplane_id ? 'airplane' : fee?.mtow_max_kg ? 'weight' : 'all');

/** An admin sets what a landing costs at an airport: for all aircraft, a weight class (MTOW up to …) or one aircraft. */
export function LandingFeeDialog({ companyId, currency, airplanes, fee, onClose }: Props) {
  const { t } = useTranslation('fees');
  const form = useForm<Values>({
    defaultValues: {
      airport_id: fee?.airport ?? null,
      basis: basisOf(fee),
      airplane_id: fee?.airplane_id ?? '',
      mtow_max_kg: fee?.mtow_max_kg ? String(fee.mtow_max_kg) : '',
      amount: fee ? moneyInput(fee.amount, currency) : '',
    },
  });
  const basis = form.watch('basis');
  const save = async (values: Values) => {
    const body = {
      airplane_id: values.basis === 'airplane' && values.airplane_id !== '' ? values.airplane_id : null,
      mtow_max_kg: values.basis === 'weight' ? Number(values.mtow_max_kg) : null,
      amount: parseMoney(values.amount, currency) ?? 0,
    };
    if (fee) await updateLandingFee(companyId, fee.id, body);
    else await createLandingFee(companyId, { ...body, airport_id: values.airport_id?.id ?? 0 });
  };
  return (
    <FormDialog title={t(fee ? 'landing.editTitle' : 'landing.createTitle')} form={form} onSubmit={save} onClose={onClose}>
      {fee ? (
        <TextField label={t('landing.airport')} value={airportLabel(fee)} disabled />
      ) : (
        <AirportField name="airport_id" control={form.control} label={t('landing.airport')} required />
      )}
      <FormSelectField
        name="basis"
        control={form.control}
        label={t('landing.basis.label')}
        options={['all', 'weight', 'airplane'] as const}
        optionLabel={(choice) => t(`landing.basis.choices.${choice}`)}
      />
      {basis === 'weight' && (
        <FormTextField
          name="mtow_max_kg"
          control={form.control}
          label={t('landing.mtowMax')}
          inputMode="numeric"
          required
          rules={[rules.required, fleetRules.between(1, 600_000)]}
          endAdornment={<InputAdornment position="end">kg</InputAdornment>}
        />
      )}
      {basis === 'airplane' && (
        <FormSelectField
          name="airplane_id"
          control={form.control}
          label={t('landing.airplane')}
          required
          rules={[rules.required]}
        >
          {airplanes.map((airplane) => (
            <MenuItem key={airplane.id} value={airplane.id}>
              {airplane.registration} · {airplane.model}
            </MenuItem>
          ))}
        </FormSelectField>
      )}
      <FormTextField
        name="amount"
        control={form.control}
        label={t('fields.amount')}
        required
        inputMode="decimal"
        rules={[rules.required, feeRules.money(currency)]}
        endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
      />
    </FormDialog>
  );
}
