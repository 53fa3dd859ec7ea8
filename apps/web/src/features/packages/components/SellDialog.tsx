import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PrepaidPackage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { companyMembershipsQuery } from '../../memberships';
import { sellPackage } from '../api/packages';

interface Props {
  companyId: number;
  offer: PrepaidPackage;
  onClose: () => void;
}

interface SellValues {
  membership_id: string;
  paid: boolean;
}

/** Sells an offer to an approved member: charged to their account, or paid at once. */
export function SellDialog({ companyId, offer, onClose }: Props) {
  const { t } = useTranslation('packages');
  const members = useQuery(companyMembershipsQuery(companyId, { status: 'approved' })).data ?? [];
  const form = useForm<SellValues>({ defaultValues: { membership_id: '', paid: false } });
  const { control } = form;
  const save = async (values: SellValues) => {
    const member = members.find((m) => m.id === Number(values.membership_id));
    await sellPackage(offer.id, { membership_id: Number(values.membership_id), paid: values.paid });
    toast.success(t('sell.sold', { name: offer.name, member: member?.name ?? '' }));
  };
  return (
    <FormDialog
      title={t('sell.title', { name: offer.name })}
      form={form}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('sell.submit')}
    >
      <Typography variant="body2">{t('sell.price', { price: formatMoney(offer.price, offer.currency) })}</Typography>
      <FormSelectField name="membership_id" control={control} label={t('sell.member')} required rules={[rules.required]}>
        {members.map((member) => (
          <MenuItem key={member.id} value={String(member.id)}>
            {member.name}
          </MenuItem>
        ))}
      </FormSelectField>
      <Controller
        name="paid"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('sell.paid')}
          />
        )}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('sell.help')}
      </Typography>
    </FormDialog>
  );
}
