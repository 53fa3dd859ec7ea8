import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { AIRPLANE_CATEGORIES, BILLING_BASES } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { rules } from '../../../lib/validation/rules';
import { companyFeesQuery, feePrice } from '../../fees';
import type { AirplaneFormValues } from '../lib/airplaneForm';
import { fleetRules } from '../lib/rules';
import { AirplaneStatusFields } from './AirplaneStatusFields';
import { AirportField } from './AirportField';
import { FieldGroup, Half } from './FieldGroup';

interface Props {
  control: Control<AirplaneFormValues>;
  companyId: number;
  /** The settings page also sets the status; a new aircraft starts active. */
  withStatus?: boolean;
}

/** Every field of an aircraft, grouped: type and registration, where it is based and what it costs, counters, status. */
export function AirplaneFormFields({ control, companyId, withStatus = false }: Props) {
  const { t } = useTranslation(['fleet', 'fees']);
  const feesQuery = useQuery(companyFeesQuery(companyId));
  const fees = feesQuery.data ?? [];
  // Until the fees have loaded, a fee chosen in a hurry would be "no fee".
  const feesPending = feesQuery.isPending;
  const feeOptions = [
    <MenuItem key="none" value="">
      {t('form.noFee')}
    </MenuItem>,
    ...fees.map((fee) => (
      <MenuItem key={fee.id} value={fee.id}>
        {fee.title} · {feePrice(fee, t)}
      </MenuItem>
    )),
  ];
  return (
    <Grid container spacing={3}>
      <FieldGroup title={t('form.groups.type')}>
        <Half>
          <FormTextField
            name="registration"
            control={control}
            label={t('fields.registration')}
            required
            rules={[rules.required, fleetRules.registration]}
            helperText={t('form.registrationHelp')}
            autoComplete="off"
          />
        </Half>
        <Half>
          <FormSelectField
            name="category"
            control={control}
            label={t('fields.category')}
            required
            options={AIRPLANE_CATEGORIES}
            optionLabel={(category) => t(`categories.${category}`)}
          />
        </Half>
        <Half>
          <FormTextField
            name="manufacturer"
            control={control}
            label={t('fields.manufacturer')}
            required
            rules={[rules.required, rules.max(100)]}
          />
        </Half>
        <Half>
          <FormTextField
            name="model"
            control={control}
            label={t('fields.model')}
            required
            rules={[rules.required, rules.max(100)]}
          />
        </Half>
        <Half>
          <FormTextField
            name="icao_type"
            control={control}
            label={t('fields.icao_type')}
            rules={[rules.format(/^[A-Za-z][A-Za-z0-9]{1,3}$/)]}
            helperText={t('form.icaoHelp')}
          />
        </Half>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            name="seats"
            control={control}
            label={t('fields.seats')}
            inputMode="numeric"
            required
            rules={[rules.required, fleetRules.between(1, 30)]}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            name="mtow_kg"
            control={control}
            label={t('fields.mtow_kg')}
            inputMode="numeric"
            rules={[fleetRules.between(1, 600_000)]}
          />
        </Grid>
      </FieldGroup>
      <FieldGroup title={t('form.groups.use')}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <AirportField name="homebase_airport_id" control={control} label={t('fields.homebase')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField name="color" control={control} label={t('fields.color')} type="color" helperText={t('form.colorHelp')} />
        </Grid>
        <Half>
          <FormSelectField name="fee_id" control={control} label={t('fields.fee_id')} disabled={feesPending}>
            {feeOptions}
          </FormSelectField>
        </Half>
        <Half>
          <FormSelectField name="booking_fee_id" control={control} label={t('fields.booking_fee_id')} disabled={feesPending}>
            {feeOptions}
          </FormSelectField>
        </Half>
        <Half>
          <FormSelectField
            name="billing_basis"
            control={control}
            label={t('fields.billing_basis')}
            required
            options={BILLING_BASES}
            optionLabel={(basis) => t(`billingBases.${basis}`)}
          />
        </Half>
      </FieldGroup>
      <FieldGroup title={t('form.groups.counters')}>
        {(['hobbs_minutes', 'tach_minutes', 'engine_minutes_since_overhaul'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 4 }}>
            <FormTextField
              name={name}
              control={control}
              label={t(`fields.${name}`)}
              rules={[rules.required, fleetRules.hours]}
              helperText={t('form.hoursHelp')}
              required
            />
          </Grid>
        ))}
      </FieldGroup>
      {withStatus && <AirplaneStatusFields control={control} />}
    </Grid>
  );
}
