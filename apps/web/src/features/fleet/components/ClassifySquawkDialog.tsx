import Typography from '@mui/material/Typography';
import { SQUAWK_STATUSES, type Squawk, type SquawkStatus } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { toast } from '../../../lib/toast';
import { rules } from '../../../lib/validation/rules';
import { classifySquawk } from '../api/upkeep';
import { textOrNull } from '../lib/rules';
import { SquawkPhoto } from './SquawkPhoto';

interface Values {
  status: SquawkStatus;
  resolution: string;
}

/** An admin classifies a squawk: no-go grounds the aircraft, deferred lets it fly, fixed closes it. */
export function ClassifySquawkDialog({ squawk, onClose }: { squawk: Squawk; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const form = useForm<Values>({ defaultValues: { status: squawk.status, resolution: squawk.resolution ?? '' } });
  const save = async (values: Values) => {
    await classifySquawk(squawk.id, { status: values.status, resolution: textOrNull(values.resolution) });
    toast.success(t(`squawks.classified.${values.status}`));
  };
  return (
    <FormDialog title={t('squawks.classifyTitle')} form={form} onSubmit={save} onClose={onClose}>
      <Typography sx={{ fontStyle: 'italic' }}>{squawk.description}</Typography>
      {squawk.photo_url && <SquawkPhoto url={squawk.photo_url} description={squawk.description} height={240} />}
      <FormSelectField
        name="status"
        control={form.control}
        label={t('squawks.classification')}
        helperText={t(`squawks.effects.${form.watch('status')}`)}
        options={SQUAWK_STATUSES}
        optionLabel={(status) => t(`squawks.choices.${status}`)}
      />
      <FormTextField
        name="resolution"
        control={form.control}
        label={t('squawks.resolution')}
        multiline
        minRows={2}
        rules={[rules.max(2000)]}
      />
    </FormDialog>
  );
}
