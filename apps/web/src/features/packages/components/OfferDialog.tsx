import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { AIRPLANE_CATEGORIES, type PrepaidPackage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { companyAirplanesQuery } from '../../fleet';
import { createOffer, updateOffer } from '../api/packages';
import { type OfferFormValues, offerFormValues, offerPayload, offerRules } from '../lib/offerForm';

interface Props {
  companyId: number;
  currency: string;
  offer?: PrepaidPackage;
  onClose: () => void;
}

/** Creates or changes an offer: hours on an aircraft (or a category, or any) or money, its price and validity. */
export function OfferDialog({ companyId, currency, offer, onClose }: Props) {
  const { t } = useTranslation(['packages', 'fleet']);
  const airplanes = useQuery(companyAirplanesQuery(companyId)).data ?? [];
  const form = useForm<OfferFormValues>({ defaultValues: offerFormValues(offer, currency) });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const save = async (values: OfferFormValues) => {
    const body = offerPayload(values, currency);
    await (offer ? updateOffer(offer.id, body) : createOffer(companyId, body));
    toast.success(t(offer ? 'offers.saved' : 'offers.created', { name: body.name }));
  };
  const money = <InputAdornment position="end">{currency}</InputAdornment>;
  return (
    <FormDialog title={t(offer ? 'offers.editTitle' : 'offers.createTitle')} form={form} onSubmit={save} onClose={onClose}>
      <FormTextField name="name" control={control} label={t('fields.name')} required rules={[rules.required, rules.max(120)]} />
      <FormSelectField name="kind" control={control} label={t('fields.kind')} required>
        <MenuItem value="minutes">{t('kinds.minutes')}</MenuItem>
        <MenuItem value="money">{t('kinds.money')}</MenuItem>
      </FormSelectField>
      {kind === 'minutes' ? (
        <>
          <FormTextField
            name="hours"
            control={control}
            label={t('fields.hours')}
            required
            inputMode="decimal"
            rules={[rules.required, offerRules.hours]}
            endAdornment={<InputAdornment position="end">{t('hoursUnit')}</InputAdornment>}
          />
          <FormSelectField name="scope" control={control} label={t('fields.scope')} required>
            <MenuItem value="any">{t('scope.any')}</MenuItem>
            {airplanes.map((airplane) => (
              <MenuItem key={airplane.id} value={`airplane:${airplane.id}`}>
                {airplane.registration}
              </MenuItem>
            ))}
            {AIRPLANE_CATEGORIES.map((category) => (
              <MenuItem key={category} value={`category:${category}`}>
                {t('scope.category', { category: t(`fleet:categories.${category}`) })}
              </MenuItem>
            ))}
          </FormSelectField>
        </>
      ) : (
        <FormTextField
          name="credit_amount"
          control={control}
          label={t('fields.credit_amount')}
          required
          inputMode="decimal"
          rules={[rules.required, offerRules.money(currency)]}
          endAdornment={money}
        />
      )}
      <FormTextField
        name="price"
        control={control}
        label={t('fields.price')}
        required
        inputMode="decimal"
        rules={[rules.required, offerRules.money(currency)]}
        endAdornment={money}
      />
      <FormTextField
        name="discount_percent"
        control={control}
        label={t('fields.discount_percent')}
        inputMode="numeric"
        rules={[offerRules.percent]}
        endAdornment={<InputAdornment position="end">%</InputAdornment>}
        helperText={t('form.discountHelp')}
      />
      <FormTextField
        name="validity_days"
        control={control}
        label={t('fields.validity_days')}
        required
        inputMode="numeric"
        rules={[rules.required, offerRules.days]}
        endAdornment={<InputAdornment position="end">{t('daysUnit')}</InputAdornment>}
      />
      <FormTextField name="description" control={control} label={t('fields.description')} rules={[rules.max(2000)]} />
    </FormDialog>
  );
}
